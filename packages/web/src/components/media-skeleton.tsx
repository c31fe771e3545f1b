import { Group, Skeleton, Stack, type GroupProps } from '@mantine/core';

type Props = Omit<GroupProps, 'children'> & {
  /** The picture's width and height in pixels. */
  photo: number;
  /** A person's photo is round; a logo is a rounded square. */
  round?: boolean;
  /** The first line stands for the name, so it is taller. */
  titleHeight: number;
  /** Each line's width, the name's first. */
  widths: string[];
};

/** A picture beside a name and some lines, in grey, while the real ones load. */
export function MediaSkeleton({ photo, round = true, titleHeight, widths, ...group }: Props) {
  return (
    <Group wrap="nowrap" {...group}>
      <Skeleton height={photo} width={photo} circle={round} radius={round ? undefined : 'lg'} />
      <Stack gap="xs" style={{ flex: 1 }}>
        {widths.map((width, i) => (
          <Skeleton key={i} height={i === 0 ? titleHeight : 14} width={width} />
        ))}
      </Stack>
    </Group>
  );
}
