export declare const NGINX_PATH: string;
export declare function ensureNginx(): string;
