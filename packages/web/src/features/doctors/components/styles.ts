// Mantine styles used only by the doctor pages (the shell loads only first-paint styles).
// Imported in the order of Mantine's own styles.css, so overrides between them hold.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Skeleton.css';
