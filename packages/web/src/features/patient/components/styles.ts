// Mantine styles used only by the patient profile (the shell loads only first-paint styles).
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Skeleton.css';
import '@mantine/core/styles/Divider.css';
