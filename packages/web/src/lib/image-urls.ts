import { apiUrl } from '@/config/env';

// Image endpoints are plain <img src> targets, so they are built as URLs rather than fetched.
export const imageUrls = {
  patient: (id: string) => apiUrl(`/api/patient/image?id=${encodeURIComponent(id)}`),
  clinic: (id: string) => apiUrl(`/api/clinic/image?id=${encodeURIComponent(id)}`),
  doctor: (pmdc: string) => apiUrl(`/api/doctor/image?pmdc=${encodeURIComponent(pmdc)}`),
  labLogo: (labId: string | number) =>
    apiUrl(`/api/medical-test-labs/logo/get?lab_id=${encodeURIComponent(String(labId))}`),
  speciality: (name: string) => apiUrl(`/api/speciality/image/get?name=${encodeURIComponent(name)}`),
} as const;
