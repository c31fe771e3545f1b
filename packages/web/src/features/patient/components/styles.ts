// Mantine styles used only by the patient profile (the shell loads only first-paint styles).
// Imported in the order of Mantine's own styles.css, so overrides between them hold.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
