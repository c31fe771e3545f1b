export declare const CHROMIUM_PATH: string;
export declare const HEADLESS_SHELL_PATH: string;
export declare function ensureChromium(path?: string): string;
export declare function ensureHeadlessShell(): string;
export declare const CHROMIUM_FLAGS: string[];
export declare const JOURNEY_FLAGS: string[];
