// The browser's entry (index.html): starts the portal (main.tsx). Its chunk is this call alone:
// main.tsx and what it imports ship as the first load's 'app' chunk (vite.config.ts), so the entry
// chunk is not a bare list of imports (which Vite would turn into one <script> each).
import { start } from './main';

void start();
