// Only the Mantine styles needed for the first paint of any page. Components used only by
// lazy routes and modals import their own stylesheet from the module that uses them.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
// The theme's own variables (MantineProvider does not write them into each page: provider.tsx).
import './theme-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Text.css';
// Anchor after Text: an Anchor is a Text, and Text's own text-decoration must not override the underline.
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Container.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/ThemeIcon.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Burger.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/VisuallyHidden.css';
import './global.css';
