import { Group, Text, Title } from '@mantine/core';
import { imageUrls } from '@/lib/image-urls';
import { InitialPhoto } from './initial-photo';
import { useSpecialityNames } from './use-speciality-names';

type Doctor = { pmdc: string; name: string; specialities: string[] };

// In a list the name heads its card; in a summary (under its own heading) it is large text.
const variants = {
  card: { photo: 48, gap: 'sm', nameSize: 'md' },
  summary: { photo: 64, gap: 'md', nameSize: 'lg' },
};

/** Who the appointment is with: the doctor's photo, name and specialities side by side. */
export function DoctorIdentity({ doctor, variant }: { doctor: Doctor; variant: keyof typeof variants }) {
  const specialityNames = useSpecialityNames();
  const look = variants[variant];
  return (
    <Group gap={look.gap} wrap="nowrap" align="center" style={{ minWidth: 0 }}>
      <InitialPhoto src={imageUrls.doctor(doctor.pmdc)} name={doctor.name} size={look.photo} />
      <div style={{ minWidth: 0 }}>
        {variant === 'card' ? (
          <Title order={4} fz={look.nameSize} style={{ overflowWrap: 'anywhere' }} dir="auto">
            {doctor.name}
          </Title>
        ) : (
          <Text fw={700} fz={look.nameSize} style={{ overflowWrap: 'anywhere' }} dir="auto">
            {doctor.name}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {specialityNames(doctor.specialities)}
        </Text>
      </div>
    </Group>
  );
}
