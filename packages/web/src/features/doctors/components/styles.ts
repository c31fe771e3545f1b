// Mantine styles used only by the doctor finder (the shell loads only first-paint styles).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/Chip.css';
