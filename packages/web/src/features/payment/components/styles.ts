// Mantine styles used only by the checkout (the shell loads only first-paint styles).
// Imported in the order of Mantine's own styles.css, so overrides between them hold.
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/RadioCard.css';
import '@mantine/core/styles/RadioIndicator.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Skeleton.css';
