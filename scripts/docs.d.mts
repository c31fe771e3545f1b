export declare const PAGES: Array<{ file: string; source: string; title: string }>;
export declare function buildDocs(out?: string): Promise<string[]>;
