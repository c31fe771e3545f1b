// The contract between the notify module and a doctor peer lives there; this folder implements it.
export type {
  CreateDoctorPeer,
  DoctorBehaviour,
  DoctorPeer,
  DoctorPeerHandlers,
  RingingCallForPeer,
} from '../../notify/doctor-peer.ts';
