// Mantine styles used only by the dashboards (the shell loads only first-paint styles).
// Imported in the order of Mantine's own styles.css, so overrides between them hold.
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Timeline.css';
