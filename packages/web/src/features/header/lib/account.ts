import type { ComponentType, SVGProps } from 'react';
import { CalendarIcon, DashboardIcon, PackageIcon, SupportIcon, UserIcon, VideoIcon } from '@/components/icons';
import { paths } from '@/config/paths';
import { imageUrls } from '@/lib/image-urls';
import type { SignedInSession, Role } from '@/lib/session';
import type { headerCatalogue } from '../i18n/en';

/** title: the item's key in the header catalogue. */
export type MenuItem = {
  id: string;
  title: keyof typeof headerCatalogue.messages;
  url: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
};

export const roleMenus: Record<Role, MenuItem[]> = {
  patient: [
    { id: 'profile', title: 'myProfile', url: paths.patientProfile, icon: UserIcon },
    { id: 'book', title: 'bookAppointment', url: paths.doctorsSearch, icon: CalendarIcon },
    { id: 'online', title: 'onlineConsultation', url: paths.doctorsSearchOnline, icon: VideoIcon },
  ],
  clinic_owner: [
    { id: 'dashboard', title: 'dashboard', url: paths.clinicDashboard, icon: DashboardIcon },
    { id: 'packages', title: 'packages', url: paths.products.clinicPackages, icon: PackageIcon },
    { id: 'support', title: 'contactSupport', url: paths.contactUs, icon: SupportIcon },
  ],
  doctor: [
    { id: 'dashboard', title: 'dashboard', url: paths.doctorDashboard, icon: DashboardIcon },
    {
      id: 'online',
      title: 'onlineConsultations',
      url: `${paths.doctorDashboard}?tab=online-consultations`,
      icon: VideoIcon,
    },
  ],
  // Clinic staff work inside their clinic's management system.
  staff: [{ id: 'dashboard', title: 'dashboard', url: paths.clinicDashboard, icon: DashboardIcon }],
};

/** Where the avatar leads. */
export const accountHome: Record<Role, string> = {
  patient: paths.patientProfile,
  clinic_owner: paths.clinicDashboard,
  doctor: paths.doctorDashboard,
  staff: paths.clinicDashboard,
};

export function avatarUrl(session: SignedInSession): string | undefined {
  switch (session.role) {
    case 'patient':
      return imageUrls.patient(session.user_id);
    case 'clinic_owner':
      return session.clinic_id ? imageUrls.clinic(session.clinic_id) : undefined;
    case 'doctor':
      return session.pmdc ? imageUrls.doctor(session.pmdc) : undefined;
    default:
      return session.clinic_id ? imageUrls.clinic(session.clinic_id) : undefined;
  }
}

export function initialOf(name: string): string {
  return name.trim().charAt(0).toUpperCase();
}
