export declare const TURNSERVER_PATH: string;
export declare function ensureCoturn(): string;
