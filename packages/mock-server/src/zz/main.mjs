// src/config.ts
var NODE_ENVS = ["development", "test", "production"];
var LOG_LEVELS = ["silent", "error", "info", "debug"];
var DEFAULT_CORS_ORIGINS = ["http://localhost:5173", "http://127.0.0.1:5173"];
function oneOf(name, raw, allowed, fallback, errors) {
  if (raw === void 0) return fallback;
  const found = allowed.find((word) => word === raw);
  if (found === void 0)
    errors.push(`${name} must be ${allowed.slice(0, -1).join(", ")} or ${allowed.at(-1)} (got "${raw}")`);
  return found ?? fallback;
}
function defaultConfig(overrides = {}) {
  return {
    port: 4e3,
    host: "0.0.0.0",
    dataFile: null,
    seedFile: null,
    corsOrigins: DEFAULT_CORS_ORIGINS,
    qaEnabled: true,
    nodeEnv: "development",
    logLevel: "info",
    validateResponses: true,
    trustProxy: false,
    sessionSecret: null,
    ringTimeoutMs: 3e4,
    ...overrides
  };
}
function parseBool(name, raw, errors) {
  const v = raw.trim().toLowerCase();
  if (["1", "true", "yes", "on"].includes(v)) return true;
  if (["0", "false", "no", "off"].includes(v)) return false;
  errors.push(`${name} must be true or false (got "${raw}")`);
  return true;
}
function parseOrigins(raw, errors) {
  const origins = raw.split(",").map((o) => o.trim()).filter(Boolean);
  for (const origin of origins) {
    if (origin === "*") errors.push('CORS_ORIGINS must list origins; "*" is not allowed with credentials');
    else if (!/^https?:\/\/[^/\s]+$/.test(origin))
      errors.push(`CORS_ORIGINS entry "${origin}" must look like http://host:port (no path)`);
  }
  return origins;
}
function parseConfig(argv, env) {
  const errors = [];
  const args = [...argv];
  let dataFile = env.MOCK_DATA_FILE?.trim() || null;
  let seedFile = env.MOCK_SEED_FILE?.trim() || null;
  let qaFlag = null;
  let portArg;
  while (args.length) {
    const arg = args.shift();
    if (arg === "--") continue;
    if (arg === "--data") {
      const file = args.shift();
      if (!file || file.startsWith("--")) errors.push("--data needs a file name, e.g. --data .mock-data.json");
      else dataFile = file;
    } else if (arg.startsWith("--data=")) dataFile = arg.slice("--data=".length) || null;
    else if (arg === "--seed") {
      const file = args.shift();
      if (!file || file.startsWith("--")) errors.push("--seed needs a data file to start from, e.g. --seed big.json");
      else seedFile = file;
    } else if (arg === "--no-qa") qaFlag = false;
    else if (arg === "--qa") qaFlag = true;
    else if (arg === "--port") portArg = args.shift();
    else errors.push(`unknown argument "${arg}" (known: --data FILE, --seed FILE, --port N, --no-qa)`);
  }
  const rawPort = portArg ?? env.PORT ?? "4000";
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    errors.push(`PORT must be an integer 0-65535 (got "${rawPort}")`);
  const nodeEnv = oneOf("NODE_ENV", env.NODE_ENV, NODE_ENVS, "development", errors);
  const logLevel = oneOf("LOG_LEVEL", env.LOG_LEVEL, LOG_LEVELS, "info", errors);
  const qaEnabled = qaFlag ?? (env.QA_ENABLED === void 0 ? true : parseBool("QA_ENABLED", env.QA_ENABLED, errors));
  const trustProxy = env.TRUST_PROXY === void 0 ? false : parseBool("TRUST_PROXY", env.TRUST_PROXY, errors);
  const corsOrigins = env.CORS_ORIGINS === void 0 ? DEFAULT_CORS_ORIGINS : parseOrigins(env.CORS_ORIGINS, errors);
  const sessionSecret = env.SESSION_SECRET ?? null;
  if (sessionSecret !== null && sessionSecret.length < 32) errors.push("SESSION_SECRET must be at least 32 characters");
  const rawRing = env.RING_TIMEOUT_MS ?? "30000";
  const ringTimeoutMs = Number(rawRing);
  if (!Number.isInteger(ringTimeoutMs) || ringTimeoutMs < 1e3 || ringTimeoutMs > 6e5) {
    errors.push(`RING_TIMEOUT_MS must be an integer 1000-600000 (got "${rawRing}")`);
  }
  if (errors.length) return { ok: false, errors };
  return {
    ok: true,
    config: defaultConfig({
      port,
      host: env.HOST?.trim() || "0.0.0.0",
      dataFile,
      seedFile,
      corsOrigins,
      qaEnabled,
      nodeEnv,
      logLevel,
      validateResponses: nodeEnv !== "production",
      trustProxy,
      sessionSecret,
      ringTimeoutMs
    })
  };
}

// src/app.ts
import { createServer } from "node:http";
import express5 from "express";

// src/clock.ts
var MockClock = class {
  constructor(base = Date.now) {
    this.base = base;
  }
  base;
  offsetMs = 0;
  /** Bound, so it can be handed around as ctx.now. */
  now = () => this.base() + this.offsetMs;
  get offset() {
    return this.offsetMs;
  }
  /** Moves the clock forward by ms (a whole, non-negative number). */
  advance(ms) {
    if (!Number.isSafeInteger(ms) || ms < 0) throw new RangeError("The clock only moves forward by whole milliseconds");
    this.offsetMs += ms;
  }
  /** Back to the base clock (QA reset). */
  reset() {
    this.offsetMs = 0;
  }
};

// src/contract/openapi.ts
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { load } from "js-yaml";
var OPENAPI_FILE = fileURLToPath(new URL("../../../../openapi.yaml", import.meta.url));
var ASYNCAPI_FILE = fileURLToPath(new URL("../../../../asyncapi.yaml", import.meta.url));
var QA_OPENAPI_FILE = fileURLToPath(new URL("../../qa-openapi.yaml", import.meta.url));
var METHODS = ["get", "put", "post", "delete", "patch", "head", "options"];
var isObject = (value) => typeof value === "object" && value !== null && !Array.isArray(value);
var objectOr = (value) => isObject(value) ? value : {};
function loadDocument(file) {
  const document2 = load(readFileSync(file, "utf8"));
  if (!isObject(document2)) throw new Error(`${file} does not hold an OpenAPI document`);
  return document2;
}
var cached = null;
function loadContract(file = OPENAPI_FILE) {
  if (cached && file === OPENAPI_FILE) return cached;
  const contract = indexRoutes(loadDocument(file));
  if (file === OPENAPI_FILE) cached = contract;
  return contract;
}
function indexRoutes(document2) {
  const routes = [];
  for (const [path, item] of Object.entries(objectOr(document2.paths))) {
    for (const method of METHODS) {
      const op = objectOr(objectOr(item)[method]);
      if (typeof op.operationId !== "string" || !op.operationId) continue;
      const security = Array.isArray(op.security) ? op.security : [];
      const schemes = new Set(security.flatMap((req) => Object.keys(objectOr(req))));
      routes.push({
        operationId: op.operationId,
        method: method.toUpperCase(),
        path,
        xsrf: schemes.has("xsrfHeader"),
        session: schemes.has("sessionCookie"),
        bodyTypes: Object.keys(objectOr(objectOr(op.requestBody).content))
      });
    }
  }
  const byMethodPath = new Map(routes.map((r) => [`${r.method} ${r.path}`, r]));
  const methodsByPath = /* @__PURE__ */ new Map();
  for (const r of routes) methodsByPath.set(r.path, [...methodsByPath.get(r.path) ?? [], r.method]);
  const byOperationId = new Map(routes.map((r) => [r.operationId, r]));
  return { document: document2, routes, byMethodPath, methodsByPath, byOperationId };
}

// src/docs/routes.ts
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import express from "express";
var require2 = createRequire(import.meta.url);
var REDOC_BUNDLE = join(dirname(require2.resolve("redoc/package.json")), "bundles", "redoc.standalone.js");
var page = (title, specUrl) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>body{margin:0}</style></head>
<body><redoc spec-url="${specUrl}" hide-download-button="false"></redoc>
<script src="/docs/redoc.standalone.js"></script></body></html>`;
function createDocsRouter(qaEnabled) {
  const router = express.Router();
  const yaml = (file) => (_req, res) => {
    res.type("application/yaml").sendFile(file, { maxAge: 0 });
  };
  router.get("/favicon.ico", (_req, res) => {
    res.status(204).end();
  });
  router.get("/openapi.yaml", yaml(OPENAPI_FILE));
  router.get("/asyncapi.yaml", yaml(ASYNCAPI_FILE));
  router.get("/docs", (_req, res) => {
    res.type("html").send(page("SehatLink API reference", "/openapi.yaml"));
  });
  router.get("/docs/redoc.standalone.js", (_req, res) => {
    res.sendFile(REDOC_BUNDLE, { maxAge: "1d", dotfiles: "allow" });
  });
  if (qaEnabled) {
    router.get("/qa-openapi.yaml", yaml(QA_OPENAPI_FILE));
    router.get("/docs/qa", (_req, res) => {
      res.type("html").send(page("SehatLink mock server QA API", "/qa-openapi.yaml"));
    });
  }
  return router;
}

// src/http/api-router.ts
import express2 from "express";

// ../api-types/generated/schema.ts
var Gender = /* @__PURE__ */ ((Gender2) => {
  Gender2["male"] = "male";
  Gender2["female"] = "female";
  return Gender2;
})(Gender || {});
var Language = /* @__PURE__ */ ((Language2) => {
  Language2["Urdu"] = "Urdu";
  Language2["English"] = "English";
  Language2["Punjabi"] = "Punjabi";
  Language2["Sindhi"] = "Sindhi";
  Language2["Pashto"] = "Pashto";
  Language2["Balochi"] = "Balochi";
  Language2["Saraiki"] = "Saraiki";
  return Language2;
})(Language || {});
var PaymentMethod = /* @__PURE__ */ ((PaymentMethod2) => {
  PaymentMethod2["jazzcash"] = "jazzcash";
  PaymentMethod2["easypaisa"] = "easypaisa";
  PaymentMethod2["card"] = "card";
  return PaymentMethod2;
})(PaymentMethod || {});

// ../api-types/src/client.ts
var XSRF_COOKIE = "XSRF-TOKEN";
var XSRF_HEADER = "X-XSRF-TOKEN";
var SAFE_METHODS = /* @__PURE__ */ new Set(["GET", "HEAD", "OPTIONS"]);
function isMutating(method) {
  return !SAFE_METHODS.has(method.toUpperCase());
}

// ../api-types/src/errors.ts
function messageOf(value) {
  if (typeof value !== "object" || value === null || !("message" in value)) return void 0;
  return typeof value.message === "string" && value.message.trim() ? value.message : void 0;
}
function bodyOf(error) {
  const response = "response" in error ? error.response : void 0;
  const data = typeof response === "object" && response !== null && "data" in response ? response.data : void 0;
  return data ?? error;
}
function errorMessage(error) {
  if (error && typeof error === "object") {
    const message = messageOf(bodyOf(error)) ?? messageOf(error);
    if (message) return message;
  }
  if (typeof error === "string") return error;
  return String(error);
}

// ../api-types/src/socket-events.ts
var NOTIFY_PATH = "/notify";

// ../api-types/src/rules/pakistan-time.ts
var PKT_OFFSET_MS = 18e6;
var DAY_MS = 864e5;
var addFiveHours = (instant) => new Date(new Date(instant).getTime() + PKT_OFFSET_MS);
var pakistanDate = (now) => addFiveHours(now).toISOString().slice(0, 10);
var pakistanTime = (now) => addFiveHours(now).toISOString().slice(11, 19);
var pakistanInstant = (date, time2) => Date.parse(`${date}T${time2}Z`) - PKT_OFFSET_MS;
var addDays = (date, days) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
var weekdayOf = (date) => (/* @__PURE__ */ new Date(`${date}T00:00:00Z`)).getUTCDay();
var TIME_PATTERN = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
function formatTime12h(time2) {
  const match = TIME_PATTERN.exec(time2.trim());
  if (!match) return time2;
  const hours = Number(match[1]);
  const minutes2 = Number(match[2]);
  if (hours > 23 || minutes2 > 59) return time2;
  const suffix = hours >= 12 ? "PM" : "AM";
  const h12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${String(h12).padStart(2, "0")}:${match[2]} ${suffix}`;
}

// ../api-types/src/rules/schedule.ts
var BOOKING_HORIZON_DAYS = 30;
var HOLD_MINUTES = 10;
var MAX_UNPAID_HOLDS = 3;
var toMinutes = (time2) => {
  const [h, m] = time2.split(":").map(Number);
  return h * 60 + m;
};
var toTime = (minutes2) => `${String(Math.floor(minutes2 / 60)).padStart(2, "0")}:${String(minutes2 % 60).padStart(2, "0")}:00`;
function slotTimes(sitting) {
  const times = [];
  if (sitting.slot_minutes <= 0) return times;
  const end = toMinutes(sitting.end_time);
  for (let t = toMinutes(sitting.start_time); t + sitting.slot_minutes <= end; t += sitting.slot_minutes) {
    times.push(toTime(t));
  }
  return times;
}
function slotsOn(sitting, date) {
  return sitting.weekdays.includes(weekdayOf(date)) ? slotTimes(sitting) : [];
}
function isFutureSlot(date, time2, now) {
  const today = pakistanDate(now);
  return date > today || date === today && time2 > pakistanTime(now);
}
function bookableDateProblem(date, now) {
  const today = pakistanDate(now);
  if (date < today) return `The date ${date} is in the past`;
  if (date > addDays(today, BOOKING_HORIZON_DAYS))
    return `Appointments can be booked at most ${BOOKING_HORIZON_DAYS} days ahead`;
  return null;
}
function nextAvailableDate(allowedWeekdays, today, hasFreeSlot2 = () => true, horizonDays = BOOKING_HORIZON_DAYS) {
  const allowed = new Set(allowedWeekdays.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
  if (allowed.size === 0) return null;
  for (let offset = 0; offset <= horizonDays; offset += 1) {
    const date = addDays(today, offset);
    if (allowed.has(weekdayOf(date)) && hasFreeSlot2(date)) return date;
  }
  return null;
}

// ../api-types/src/rules/payment-result.ts
var PAYMENT_COMPLETED_CODES = ["000", "121"];
var PAYMENT_PENDING_CODES = ["124", "157", "210"];
function paymentResult(code) {
  const raw = String(code).trim();
  const normalised = /^\d{1,3}$/.test(raw) ? raw.padStart(3, "0") : raw;
  if (PAYMENT_COMPLETED_CODES.includes(normalised)) return "completed";
  if (PAYMENT_PENDING_CODES.includes(normalised)) return "pending";
  return "failed";
}
var paymentStatusOf = (code) => ({ completed: 0 /* SUCCESS */, pending: 1 /* PENDING */, failed: 2 /* FAILURE */ })[paymentResult(code)];

// ../api-types/src/rules/conditions.ts
var commonConditions = [
  "Diabetes",
  "Asthma",
  "Cancer",
  "Epilepsy",
  "Heart disease",
  "High Blood Pressure",
  "Tuberculosis",
  "Depression",
  "Hepatitis B",
  "Hepatitis C",
  "Thyroid disorder",
  "Arthritis",
  "Kidney disease",
  "Migraine",
  "Anxiety",
  "Allergies",
  "Anaemia",
  "Obesity",
  "High Cholesterol",
  "Stroke"
];
var conditionSpecialities = {
  Diabetes: ["Endocrinologist", "General Physician", "Nutritionist"],
  Asthma: ["Pulmonologist", "General Physician"],
  Cancer: ["Oncologist", "Hematologist"],
  Epilepsy: ["Neurologist"],
  "Heart disease": ["Cardiologist"],
  "High Blood Pressure": ["Cardiologist", "General Physician", "Nephrologist"],
  Tuberculosis: ["Pulmonologist", "General Physician"],
  Depression: ["Psychiatrist", "Psychologist"],
  "Hepatitis B": ["Hepatologist", "Gastroenterologist"],
  "Hepatitis C": ["Hepatologist", "Gastroenterologist"],
  "Thyroid disorder": ["Endocrinologist"],
  Arthritis: ["Rheumatologist", "Orthopedic Surgeon"],
  "Kidney disease": ["Nephrologist", "Urologist"],
  Migraine: ["Neurologist"],
  Anxiety: ["Psychiatrist", "Psychologist"],
  Allergies: ["ENT Specialist", "Dermatologist", "Pulmonologist"],
  Anaemia: ["Hematologist", "General Physician"],
  Obesity: ["Nutritionist", "Endocrinologist"],
  "High Cholesterol": ["Cardiologist", "Nutritionist"],
  Stroke: ["Neurologist", "Physiotherapist"]
};
var isCommonCondition = (value) => commonConditions.includes(value);
function specialitiesFor(condition) {
  return condition && isCommonCondition(condition) ? conditionSpecialities[condition] : [];
}

// ../api-types/src/rules/attachment.ts
var ATTACHMENT_MAX_BYTES = 5242880;
var ATTACHMENT_EXTENSIONS = ["jpg", "jpeg", "gif", "png", "pdf", "txt", "docx"];
var DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
var ATTACHMENT_MEDIA_TYPES = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  png: "image/png",
  pdf: "application/pdf",
  txt: "text/plain",
  docx: DOCX
};
var ATTACHMENT_MEDIA_TYPE_ALIASES = { "image/jpg": "image/jpeg" };
var ATTACHMENT_MIME_TYPES = [
  .../* @__PURE__ */ new Set([...Object.values(ATTACHMENT_MEDIA_TYPES), ...Object.keys(ATTACHMENT_MEDIA_TYPE_ALIASES)])
];
var isAttachmentExtension = (ext) => ATTACHMENT_EXTENSIONS.includes(ext);
function canonicalMediaType(declared) {
  const bare = declared.split(";")[0].trim().toLowerCase();
  return ATTACHMENT_MEDIA_TYPE_ALIASES[bare] ?? bare;
}

// ../api-types/src/rules/amount.ts
var AMOUNT_MAX = 99999;

// ../api-types/src/rules/lab-price.ts
function labTestPrice(test) {
  return test.discount_price !== void 0 && test.discount_price < test.price ? test.discount_price : test.price;
}
var labTestsTotal = (tests) => tests.reduce((sum, test) => sum + labTestPrice(test), 0);

// src/contract/validator.ts
import OpenApiValidator2 from "express-openapi-validator";

// src/modules/clinic/attachment.ts
import { extname } from "node:path";
import OpenApiValidator from "express-openapi-validator";
var { BadRequest } = OpenApiValidator.error;
var MULTIPART_MAX_BYTES = ATTACHMENT_MAX_BYTES + 64 * 1024;
var DOCX2 = ATTACHMENT_MEDIA_TYPES.docx;
var ALLOWED_LIST = `${ATTACHMENT_EXTENSIONS.slice(0, -1).join(", ")} or ${ATTACHMENT_EXTENSIONS.at(-1)}`;
var ATTACHMENT_LIMITS = {
  fileSize: ATTACHMENT_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 16 * 1024,
  parts: 6
};
function checkAttachmentMeta(field, filename, mimetype) {
  if (field !== "attachment")
    return { error: `Unexpected file field "${field.slice(0, 40)}"; send the file as "attachment"` };
  const ext = extname(filename).slice(1).toLowerCase();
  if (!isAttachmentExtension(ext)) return { error: `The attachment must be ${ALLOWED_LIST}` };
  const type = ATTACHMENT_MEDIA_TYPES[ext];
  const declared = canonicalMediaType(mimetype);
  if (declared !== type && declared !== "application/octet-stream") {
    return {
      error: `The attachment's type (${declared.slice(0, 60)}) does not match its name; allowed: ${ALLOWED_LIST}`
    };
  }
  return { type };
}
var startsWith = (buf, bytes) => bytes.every((b, i) => buf[i] === b);
function checkAttachmentContent(type, buf) {
  const ok2 = type === "image/jpeg" ? startsWith(buf, [255, 216, 255]) : type === "image/png" ? startsWith(buf, [137, 80, 78, 71, 13, 10, 26, 10]) : type === "image/gif" ? buf.subarray(0, 4).toString("latin1") === "GIF8" : type === "application/pdf" ? buf.subarray(0, 5).toString("latin1") === "%PDF-" : type === DOCX2 ? startsWith(buf, [80, 75, 3, 4]) : type === "text/plain" ? !buf.subarray(0, 8192).includes(0) : false;
  return ok2 ? null : `The attachment's content is not a valid ${type} file`;
}
var attachmentFileFilter = (req, file, cb) => {
  const checked = checkAttachmentMeta(file.fieldname, file.originalname, file.mimetype);
  if ("error" in checked) cb(new BadRequest({ path: req.path, message: checked.error }));
  else cb(null, true);
};

// src/contract/validator.ts
function contractValidator(document2, validateResponses) {
  const options = {
    apiSpec: structuredClone(document2),
    validateApiSpec: false,
    validateRequests: { allowUnknownQueryParameters: false },
    validateResponses: validateResponses ? { removeAdditional: false } : false,
    validateSecurity: false,
    ignoreUndocumented: true,
    fileUploader: { limits: ATTACHMENT_LIMITS, fileFilter: attachmentFileFilter }
  };
  return OpenApiValidator2.middleware(options);
}

// src/http/error-messages.ts
var PATTERN_WORDS = {
  "^0?3\\d{9}$": "a Pakistani mobile number: an optional 0, then 3, then nine digits (e.g. 03001234567)",
  "^\\d{6}$": "exactly 6 digits",
  "^\\d{3,6}-[A-Z]$": "a PMDC number: 3 to 6 digits, a hyphen and a capital letter (e.g. 12345-P)",
  "\\S": "not blank",
  "^[0-9]{1,10}$": "digits only (at most 10)",
  "^[A-Za-z0-9._-]+$": "letters, digits, dots, underscores or hyphens only",
  "^[A-Za-z0-9_-]+$": "letters, digits, underscores or hyphens only",
  "^[A-Za-z0-9-]+$": "letters, digits or hyphens only",
  "^[A-Za-z][A-Za-z &().,'-]*$": "a name that starts with a letter (letters, spaces and & ( ) . , ' - only)",
  "^([01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d$": "a 24-hour time as HH:MM:SS"
};
function explainPatterns(message) {
  return message.replace(/must match pattern "((?:[^"\\]|\\.)*)"/g, (whole, pattern) => {
    const words = PATTERN_WORDS[pattern];
    return words ? `must be ${words}` : whole;
  });
}
var KB = (n) => `${Math.round(n / 1024)} KB`;
var MULTIPART_WORDS = {
  "File too large": "The attachment is larger than 5 MB (5,242,880 bytes).",
  "Too many files": 'Send at most one file, in the "attachment" field.',
  "Too many parts": "Too many form parts: send subject, message and at most one attachment.",
  "Too many fields": "Too many form fields: send only subject, message and attachment.",
  "Field value too long": `A form field is longer than ${KB(ATTACHMENT_LIMITS.fieldSize)} (message allows 2000 characters).`,
  "Field name too long": "A form field name is too long: send only subject, message and attachment.",
  "Unexpected file field": 'Unexpected file field: send the file as "attachment".',
  "multipart file(s) required": "The multipart/form-data Content-Type has no boundary; let the HTTP client build the form body."
};
function explainMultipart(message) {
  return (message && MULTIPART_WORDS[message]) ?? null;
}
function explainMediaType(message, accepted) {
  const m = /^unsupported media type (.*)$/i.exec(message ?? "");
  if (!m) return null;
  const given = m[1].slice(0, 80) || "(none)";
  const list = accepted.length ? accepted.join(" or ") : "application/json";
  return `Content-Type ${given} is not accepted here; send ${list}`;
}

// src/http/errors.ts
var ApiError = class extends Error {
  constructor(status, message, headers = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
  status;
  headers;
};
var badRequest = (message) => new ApiError(400, message);
var unauthorized = (message) => new ApiError(401, message);
var notFound = (message) => new ApiError(404, message);
var conflict = (message) => new ApiError(409, message);
var tooMany = (message, retryAfterSeconds) => new ApiError(429, message, { "Retry-After": String(Math.max(0, Math.ceil(retryAfterSeconds))) });
function sendRawError(res, status, message) {
  if (res.headersSent) return;
  res.status(status).type("application/json").send(JSON.stringify({ message }));
}
var GENERIC = {
  400: "Bad request",
  401: "Not signed in",
  403: "Forbidden",
  404: "Not found",
  405: "Method not allowed",
  413: "The request body is too large",
  415: "Unsupported content type",
  429: "Too many requests"
};
function validationMessage(e, fallback) {
  const message = explainPatterns(e.message || fallback);
  const extras = (e.errors ?? []).filter((x) => /^(additional|unevaluated)Properties/.test(x.errorCode ?? "") && x.path).map((x) => `request${x.path} is not an allowed field`);
  return extras.length ? `${extras.join(", ")} (${message})` : message;
}
function toErrorAnswer(err, bodyTypes = []) {
  if (err instanceof ApiError)
    return { status: err.status, message: err.message, headers: err.headers, contractBreach: false };
  const e = err ?? {};
  const status = e.status ?? e.statusCode ?? 500;
  if (e.type === "entity.parse.failed")
    return { status: 400, message: "Malformed JSON in the request body", headers: {}, contractBreach: false };
  if (e.type === "entity.too.large")
    return { status: 413, message: "The request body is larger than 1 MB", headers: {}, contractBreach: false };
  if (e.type === "encoding.unsupported" || e.type === "charset.unsupported")
    return { status: 415, message: "Unsupported body encoding", headers: {}, contractBreach: false };
  const multipart = explainMultipart(e.message);
  if (multipart)
    return { status: status >= 500 ? 400 : status, message: multipart, headers: {}, contractBreach: false };
  const mediaType = status === 415 ? explainMediaType(e.message, bodyTypes) : null;
  if (mediaType) return { status, message: mediaType, headers: {}, contractBreach: false };
  if (status >= 400 && status < 500) {
    return {
      status,
      message: clip(validationMessage(e, GENERIC[status] || "Bad request")),
      headers: e.headers ?? {},
      contractBreach: false
    };
  }
  const breach = (e.errors ?? []).some((x) => x.path?.startsWith("/response")) || /no schema defined for status code|response should NOT have a body|response body required/.test(e.message ?? "");
  if (breach) {
    return {
      status: 500,
      message: clip(`The mock server's response broke the contract: ${e.message}`),
      headers: {},
      contractBreach: true
    };
  }
  if (/Unexpected end of form|Malformed part header|Multipart: |Unexpected end of multipart data|boundary/i.test(
    e.message ?? ""
  )) {
    return { status: 400, message: "Malformed multipart/form-data body", headers: {}, contractBreach: false };
  }
  return { status: 500, message: "Internal error in the mock server", headers: {}, contractBreach: false };
}
var clip = (s) => s.length > 500 ? `${s.slice(0, 497)}...` : s;
function errorHandler(logger2) {
  return (err, req, res, _next) => {
    const answer = toErrorAnswer(err, res.locals.route?.bodyTypes);
    if (answer.status >= 500) {
      logger2.error(answer.contractBreach ? "response broke the contract" : "unhandled error", {
        method: req.method,
        path: req.path,
        error: err instanceof Error ? err.message : String(err),
        stack: answer.contractBreach ? void 0 : err instanceof Error ? err.stack : void 0
      });
    }
    if (res.headersSent) return;
    if (answer.status === 413) res.set("Connection", "close");
    res.set(answer.headers);
    sendRawError(res, answer.status, answer.message);
  };
}

// src/http/images.ts
import { createHash } from "node:crypto";
function sendImage(req, res, svg2) {
  const etag = `"${createHash("sha1").update(svg2).digest("base64url")}"`;
  res.set({ "Cache-Control": "public, max-age=3600", ETag: etag, "Content-Type": "image/svg+xml" });
  if (req.headers["if-none-match"] === etag) {
    res.status(304).end();
    return;
  }
  res.status(200).end(svg2);
}

// src/http/session.ts
import { createHash as createHash2, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// src/http/cookies.ts
import { parseCookie } from "cookie";
function readCookies(header) {
  if (!header || header.length > 8192) return {};
  try {
    return parseCookie(header);
  } catch {
    return {};
  }
}
function replaceCookie(res, name, value, options) {
  const existing = res.getHeader("Set-Cookie");
  const list = Array.isArray(existing) ? existing : existing ? [String(existing)] : [];
  const kept = list.filter((c) => !c.startsWith(`${name}=`));
  if (kept.length !== list.length) res.setHeader("Set-Cookie", kept);
  res.cookie(name, value, options);
}

// src/http/session.ts
var SESSION_COOKIE = "ehp_session";
var SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1e3;
var TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
var hashToken = (token) => createHash2("sha256").update(token).digest("base64url");
var newToken = () => randomBytes(32).toString("base64url");
var xsrfFor = (secret, token) => createHmac("sha256", secret).update(token).digest("base64url");
function sessionOf(res) {
  return res.locals.session;
}
function lookupSession(store, token, now) {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const hash = hashToken(token);
  const record2 = store.data.sessions[hash];
  return { hash, user: record2 && record2.expires_at > now ? record2.user : null };
}
function cookieOptions(req, httpOnly, maxAgeMs) {
  return {
    httpOnly,
    sameSite: "lax",
    secure: req.secure,
    path: "/",
    ...maxAgeMs ? { maxAge: maxAgeMs } : {}
  };
}
function setSessionCookies(req, res, secret, token, signedIn) {
  replaceCookie(res, SESSION_COOKIE, token, cookieOptions(req, true, signedIn ? SESSION_TTL_MS : void 0));
  replaceCookie(
    res,
    XSRF_COOKIE,
    xsrfFor(secret, token),
    cookieOptions(req, false, signedIn ? SESSION_TTL_MS : void 0)
  );
}
function refreshXsrfCookie(req, res, secret) {
  const { token } = sessionOf(res);
  replaceCookie(res, XSRF_COOKIE, xsrfFor(secret, token), cookieOptions(req, false));
}
function sessionMiddleware(store, now) {
  return (req, res, next) => {
    const cookies = readCookies(req.headers.cookie);
    const found = lookupSession(store, cookies[SESSION_COOKIE], now());
    if (found) {
      res.locals.session = {
        token: cookies[SESSION_COOKIE],
        hash: found.hash,
        user: found.user
      };
      if (cookies[XSRF_COOKIE] !== xsrfFor(store.secret, cookies[SESSION_COOKIE]))
        refreshXsrfCookie(req, res, store.secret);
    } else {
      const token = newToken();
      res.locals.session = { token, hash: hashToken(token), user: null };
      setSessionCookies(req, res, store.secret, token, false);
    }
    next();
  };
}
function xsrfValid(req, res, secret) {
  const header = req.get(XSRF_HEADER);
  const cookie = readCookies(req.headers.cookie)[XSRF_COOKIE];
  if (!header || !cookie || header !== cookie) return false;
  const expected = Buffer.from(xsrfFor(secret, sessionOf(res).token));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
var SESSION_SWEEP_MS = 10 * 60 * 1e3;
var lastSweep = /* @__PURE__ */ new WeakMap();
function expiredSessions(sessions, now) {
  const last = lastSweep.get(sessions);
  if (last !== void 0 && now >= last && now - last < SESSION_SWEEP_MS) return [];
  lastSweep.set(sessions, now);
  return Object.keys(sessions).filter((key) => sessions[key].expires_at <= now);
}
async function signIn(req, res, store, user, now) {
  const old = sessionOf(res);
  const token = newToken();
  const hash = hashToken(token);
  const expired = expiredSessions(store.data.sessions, now);
  await store.write((data) => {
    delete data.sessions[old.hash];
    for (const key of expired) delete data.sessions[key];
    data.sessions[hash] = { user, created_at: new Date(now).toISOString(), expires_at: now + SESSION_TTL_MS };
  });
  res.locals.session = { token, hash, user };
  setSessionCookies(req, res, store.secret, token, true);
}
async function signOut(req, res, store) {
  const old = sessionOf(res);
  if (store.data.sessions[old.hash]) await store.write((data) => void delete data.sessions[old.hash]);
  const token = newToken();
  res.locals.session = { token, hash: hashToken(token), user: null };
  setSessionCookies(req, res, store.secret, token, false);
  return old.hash;
}

// src/http/api-router.ts
var JSON_LIMIT_BYTES = 1024 * 1024;
var REQUIRED_ROLE = {
  clinicContactUs: { role: "clinic_owner", label: "a clinic, hospital or pharmacy owner" },
  bookAppointment: { role: "patient", label: "a patient" },
  listAppointments: { role: "patient", label: "a patient" },
  getAppointment: { role: "patient", label: "a patient" },
  cancelAppointment: { role: "patient", label: "a patient" },
  startPayment: { role: "patient", label: "a patient" }
};
var routeOf = (res) => res.locals.route;
function resolveOperation(contract) {
  return (req, res, next) => {
    const path = req.originalUrl.split("?")[0];
    const route = contract.byMethodPath.get(`${req.method} ${path}`);
    if (route) {
      res.locals.route = route;
      return next();
    }
    const allowed = contract.methodsByPath.get(path);
    if (allowed) {
      res.set("Allow", allowed.join(", "));
      return sendRawError(res, 405, `${req.method} is not allowed on ${path}; use ${allowed.join(" or ")}`);
    }
    sendRawError(res, 404, `No such API route: ${req.method} ${path.slice(0, 200)}`);
  };
}
function xsrfGuard(ctx) {
  return (req, res, next) => {
    if (!isMutating(req.method) || xsrfValid(req, res, ctx.store.secret)) return next();
    ctx.stats.count("xsrf_refused");
    refreshXsrfCookie(req, res, ctx.store.secret);
    sendRawError(
      res,
      403,
      "XSRF token missing or invalid. Send the XSRF-TOKEN cookie value in the X-XSRF-TOKEN header."
    );
  };
}
var roleGuard = (req, res, next) => {
  const need = REQUIRED_ROLE[routeOf(res).operationId];
  if (!need) return next();
  const user = sessionOf(res).user;
  if (!user) return sendRawError(res, 401, `Sign in as ${need.label} first`);
  if (user.role !== need.role)
    return sendRawError(res, 403, `Only ${need.label} can do this; you are signed in as ${user.role}`);
  next();
};
function faultInjector(ctx) {
  return async (req, res, next) => {
    const fault = ctx.faults.take(routeOf(res).operationId);
    if (!fault) return next();
    ctx.stats.count("faults_applied");
    if (fault.delay_ms) await new Promise((r) => setTimeout(r, fault.delay_ms));
    if (fault.status) return sendRawError(res, fault.status, fault.message);
    next();
  };
}
var bodyLimits = (req, res, next) => {
  const length = Number(req.headers["content-length"] ?? 0);
  const multipart = req.is("multipart/form-data");
  const max = multipart ? MULTIPART_MAX_BYTES : JSON_LIMIT_BYTES;
  if (length > max) {
    res.set("Connection", "close");
    return sendRawError(
      res,
      413,
      multipart ? "The attachment is larger than 5 MB (5,242,880 bytes)." : "The request body is larger than 1 MB"
    );
  }
  next();
};
function dispatch(ctx, handlers2) {
  return async (req, res, _next) => {
    const id = routeOf(res).operationId;
    const handler = handlers2[id];
    try {
      const result = await handler({
        body: req.body,
        query: req.query,
        session: sessionOf(res),
        ctx,
        req,
        res
      });
      if ("svg" in result) return sendImage(req, res, result.svg);
      res.status(result.status).json(result.body);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      res.set(error.headers).status(error.status).json({ message: error.message });
    }
  };
}
function createApiRouter(ctx, contract, handlers2) {
  const router = express2.Router();
  router.use(resolveOperation(contract), xsrfGuard(ctx), roleGuard, faultInjector(ctx), bodyLimits);
  router.use(express2.json({ limit: JSON_LIMIT_BYTES, strict: true }));
  router.use(...contractValidator(contract.document, ctx.config.validateResponses));
  router.use(dispatch(ctx, handlers2));
  return router;
}

// src/http/client-errors.ts
function answerClientErrors(server2) {
  server2.on("clientError", (error, socket) => {
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    const [status, text2, message] = error.code === "HPE_HEADER_OVERFLOW" ? [431, "Request Header Fields Too Large", "The request line or headers are larger than 16 KB"] : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? [408, "Request Timeout", "The request took too long to arrive"] : [400, "Bad Request", "Malformed HTTP request"];
    const body = JSON.stringify({ message });
    socket.end(
      `HTTP/1.1 ${status} ${text2}\r
Content-Type: application/json; charset=utf-8\r
Content-Length: ${Buffer.byteLength(body)}\r
Connection: close\r
\r
${body}`
    );
  });
}

// src/http/cors.ts
import cors from "cors";
function corsFor(origins) {
  const allowed = new Set(origins);
  const vary = (_req, res, next) => {
    res.vary("Origin");
    next();
  };
  const refusePreflight = (req, res, next) => {
    const origin = req.get("Origin");
    if (req.method !== "OPTIONS" || !origin || allowed.has(origin) || !req.get("Access-Control-Request-Method"))
      return next();
    sendRawError(
      res,
      403,
      `Origin ${origin.slice(0, 200)} is not allowed to call this API with credentials; allowed: ${[...allowed].join(", ") || "(none)"} (set CORS_ORIGINS)`
    );
  };
  const corsMiddleware = cors({
    origin: (origin, cb) => cb(null, origin && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: ["GET", "HEAD", "POST", "PUT", "DELETE"],
    allowedHeaders: ["Content-Type", "X-XSRF-TOKEN"],
    exposedHeaders: ["Retry-After"],
    maxAge: 600
  });
  return [vary, refusePreflight, corsMiddleware];
}

// src/http/rate-limit.ts
var SlidingWindowLimiter = class {
  constructor(limit, windowMs) {
    this.limit = limit;
    this.windowMs = windowMs;
  }
  limit;
  windowMs;
  hits = /* @__PURE__ */ new Map();
  recent(key, now) {
    const list = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (list.length) this.hits.set(key, list);
    else this.hits.delete(key);
    return list;
  }
  /** Milliseconds until another hit is allowed (0 when allowed now). */
  retryAfterMs(key, now) {
    const list = this.recent(key, now);
    return list.length < this.limit ? 0 : list[list.length - this.limit] + this.windowMs - now;
  }
  /** Records a hit when allowed; returns the wait otherwise. */
  take(key, now) {
    const wait = this.retryAfterMs(key, now);
    if (wait > 0) return { allowed: false, retryAfterMs: wait };
    this.hit(key, now);
    return { allowed: true };
  }
  hit(key, now) {
    const list = this.recent(key, now);
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size > 5e4) this.sweep(now);
  }
  forget(key) {
    this.hits.delete(key);
  }
  clear() {
    this.hits.clear();
  }
  sweep(now) {
    for (const key of [...this.hits.keys()]) this.recent(key, now);
  }
};

// src/http/request-log.ts
function requestLog(logger2, stats) {
  return (req, res, next) => {
    const start = process.hrtime.bigint();
    res.once("finish", () => {
      const op = res.locals.route?.operationId ?? res.locals.qaOp ?? null;
      stats.request(op ?? void 0, res.statusCode);
      logger2.info("request", {
        op,
        method: req.method,
        path: req.originalUrl.split("?")[0].slice(0, 200),
        status: res.statusCode,
        ms: Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100
      });
    });
    next();
  };
}
var apiSecurityHeaders = (_req, res, next) => {
  res.set({
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    "Cross-Origin-Resource-Policy": "same-site"
  });
  next();
};

// src/logger.ts
var RANK = { silent: 0, error: 1, info: 2, debug: 3 };
function createLogger(level, write2) {
  const out = write2 ?? ((line, isError) => (isError ? process.stderr : process.stdout).write(line));
  const emit = (lvl, msg, fields) => {
    if (RANK[level] < RANK[lvl]) return;
    out(`${JSON.stringify({ time: (/* @__PURE__ */ new Date()).toISOString(), level: lvl, msg, ...fields })}
`, lvl === "error");
  };
  return {
    error: (msg, fields) => emit("error", msg, fields),
    info: (msg, fields) => emit("info", msg, fields),
    debug: (msg, fields) => emit("debug", msg, fields)
  };
}

// src/modules/auth/otp.ts
import { randomInt, timingSafeEqual as timingSafeEqual2 } from "node:crypto";
var OTP_TTL_MS = 5 * 60 * 1e3;
var OTP_MAX_WRONG = 5;
var OTP_SENDS_PER_HOUR = 10;
var sixDigits = () => String(randomInt(0, 1e6)).padStart(6, "0");
var normalizePhone = (phone) => phone.startsWith("0") ? phone : `0${phone}`;
var OtpService = class {
  constructor(now = Date.now, generate = sixDigits) {
    this.now = now;
    this.generate = generate;
  }
  now;
  generate;
  codes = /* @__PURE__ */ new Map();
  lastByPhone = /* @__PURE__ */ new Map();
  sends = new SlidingWindowLimiter(OTP_SENDS_PER_HOUR, 60 * 60 * 1e3);
  send(rawPhone, purpose) {
    const phone = normalizePhone(rawPhone);
    const now = this.now();
    const taken = this.sends.take(phone, now);
    if (!taken.allowed) return { ok: false, retryAfterSeconds: Math.ceil(taken.retryAfterMs / 1e3) };
    const entry = {
      code: this.generate(),
      phone,
      purpose,
      sent_at: now,
      expires_at: now + OTP_TTL_MS,
      wrong: 0,
      used: false
    };
    this.codes.set(`${purpose}|${phone}`, entry);
    this.lastByPhone.set(phone, entry);
    return { ok: true, code: entry.code, expiresInSeconds: OTP_TTL_MS / 1e3 };
  }
  /** Consumes the code on success; after 5 wrong tries the code is dead until a new one is sent. */
  verify(rawPhone, purpose, code) {
    const phone = normalizePhone(rawPhone);
    const key = `${purpose}|${phone}`;
    const entry = this.codes.get(key);
    const now = this.now();
    if (!entry) return { result: "missing" };
    if (entry.expires_at <= now) {
      this.codes.delete(key);
      return { result: entry.used ? "used" : "expired" };
    }
    if (entry.used) return { result: "used" };
    if (entry.wrong >= OTP_MAX_WRONG) {
      return { result: "locked", retryAfterSeconds: Math.ceil(this.sends.retryAfterMs(phone, now) / 1e3) };
    }
    const a = Buffer.from(entry.code);
    const b = Buffer.from(code);
    if (a.length === b.length && timingSafeEqual2(a, b)) {
      entry.used = true;
      return { result: "ok" };
    }
    entry.wrong += 1;
    return { result: "wrong", triesLeft: OTP_MAX_WRONG - entry.wrong };
  }
  /** For QA: the last code sent to a number, whatever its purpose. */
  last(rawPhone) {
    const phone = normalizePhone(rawPhone);
    const entry = this.lastByPhone.get(phone);
    if (!entry) return null;
    const live = this.codes.get(`${entry.purpose}|${phone}`) === entry && !entry.used;
    return {
      code: entry.code,
      purpose: entry.purpose,
      sent_at: new Date(entry.sent_at).toISOString(),
      expires_at: new Date(entry.expires_at).toISOString(),
      used: !live
    };
  }
  clear() {
    this.codes.clear();
    this.lastByPhone.clear();
    this.sends.clear();
  }
};
var maskPhone = (phone) => {
  const p = normalizePhone(phone);
  return `${p.slice(0, 4)}${"*".repeat(Math.max(0, p.length - 6))}${p.slice(-2)}`;
};

// src/modules/auth/reset-tokens.ts
import { randomBytes as randomBytes2 } from "node:crypto";
var RESET_TTL_MS = 10 * 60 * 1e3;
var ResetTokens = class {
  constructor(now = Date.now) {
    this.now = now;
  }
  now;
  tokens = /* @__PURE__ */ new Map();
  issue(kind, userId) {
    const now = this.now();
    for (const [t, v] of this.tokens) if (v.expires_at <= now) this.tokens.delete(t);
    const token = `rt_${randomBytes2(24).toString("base64url")}`;
    this.tokens.set(token, { kind, userId, expires_at: now + RESET_TTL_MS });
    return { token, expiresInSeconds: RESET_TTL_MS / 1e3 };
  }
  /** The account id when the token is valid for this kind; the token is used up either way. */
  consume(token, kind) {
    const entry = this.tokens.get(token);
    if (!entry) return null;
    this.tokens.delete(token);
    return entry.kind === kind && entry.expires_at > this.now() ? entry.userId : null;
  }
  clear() {
    this.tokens.clear();
  }
};

// src/modules/auth/rules.ts
var SIGN_IN_FAILURE_LIMIT = 10;
var SIGN_IN_WINDOW_MS = 15 * 60 * 1e3;
var minutes = (seconds) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} ${n === 1 ? "minute" : "minutes"}`;
};
var WRONG_CREDENTIALS = {
  doctor: "Wrong PMDC number or password",
  staff: "Wrong username or password",
  owner: "Wrong e-mail or password"
};
var NO_CODE_MESSAGE = "No code has been requested for this account. Request a code first.";
function otpFailure(outcome) {
  switch (outcome.result) {
    case "ok":
      return null;
    case "wrong":
      return unauthorized(
        outcome.triesLeft > 0 ? `Wrong code. ${outcome.triesLeft} ${outcome.triesLeft === 1 ? "try" : "tries"} left.` : "Wrong code. No tries left: request a new code."
      );
    case "locked":
      return tooMany("Too many wrong codes. Request a new code.", outcome.retryAfterSeconds);
    case "used":
      return unauthorized("This code was already used. Request a new code.");
    case "expired":
      return unauthorized("The code has expired (codes last 5 minutes). Request a new code.");
    case "missing":
      return unauthorized(NO_CODE_MESSAGE);
  }
}
function requireOtp(ctx, phone, purpose, code) {
  const failure = otpFailure(ctx.otp.verify(phone, purpose, code));
  if (failure) throw failure;
}
function sendOtp(ctx, phone, purpose) {
  const sent = ctx.otp.send(phone, purpose);
  if (!sent.ok) {
    throw tooMany(
      `Too many codes sent to this number. Try again in ${minutes(sent.retryAfterSeconds)}.`,
      sent.retryAfterSeconds
    );
  }
  ctx.stats.count("otp_sent");
  ctx.logger.debug("sms code sent", { purpose: purpose.split(":")[0] });
  return { expiresInSeconds: sent.expiresInSeconds };
}
async function guardedSignIn(ctx, identifier, attempt) {
  const key = identifier.toLowerCase();
  const wait = ctx.signInFailures.retryAfterMs(key, ctx.now());
  if (wait > 0) {
    throw tooMany(`Too many failed sign-in attempts. Try again in ${minutes(wait / 1e3)}.`, wait / 1e3);
  }
  const result = await attempt();
  if (result === null) {
    ctx.signInFailures.hit(key, ctx.now());
    ctx.stats.count("sign_in_failed");
    throw unauthorized(WRONG_CREDENTIALS[identifier.split(":")[0]] ?? "Wrong sign-in name or password");
  }
  ctx.signInFailures.forget(key);
  return result;
}
function sessionBody(message, user) {
  return { message, data: { verified: true, ...user } };
}

// src/modules/calls/registry.ts
import { randomUUID } from "node:crypto";

// src/modules/calls/payloads.ts
var END_MESSAGES = {
  doctor_hangup: "The doctor ended the call.",
  doctor_unavailable: "The doctor is not available right now.",
  timeout: "The doctor stopped calling.",
  cancelled: "The call was cancelled.",
  taken_elsewhere: "The call was answered or declined on another device."
};
function receiveCallPayload(call) {
  return {
    call_id: call.call_id,
    appointment_id: call.appointment_id,
    doctor_name: call.doctor_name,
    doctor_pmdc: call.doctor_pmdc,
    started_at: call.started_at
  };
}

// src/modules/notify/doctor-peer.ts
var END_REASON = {
  doctor_hangup: "doctor_hangup" /* doctor_hangup */,
  doctor_unavailable: "doctor_unavailable" /* doctor_unavailable */,
  timeout: "timeout" /* timeout */,
  cancelled: "cancelled" /* cancelled */,
  taken_elsewhere: "taken_elsewhere" /* taken_elsewhere */
};
var unavailableDoctorPeer = (_call, handlers2) => {
  const timer = setTimeout(
    () => handlers2.end("doctor_unavailable", "No doctor is available right now. Please try again later."),
    0
  );
  return { signal() {
  }, stop: () => clearTimeout(timer) };
};

// src/modules/calls/state.ts
var ACTIVE_STATES = ["accepted", "in_call"];
var isFinal = (s) => s === "declined" || s === "missed" || s === "busy" || s === "ended";
function nextState(state, event) {
  switch (event.type) {
    case "accept":
      return state === "ringing" ? "accepted" : null;
    case "decline":
      return state === "ringing" ? event.reason : null;
    case "ring_timeout":
      return state === "ringing" ? "missed" : null;
    case "doctor_signal":
      return state === "accepted" ? "in_call" : state === "in_call" ? "in_call" : null;
    case "end":
      return ACTIVE_STATES.includes(state) ? "ended" : null;
  }
}
function refusal(state) {
  if (state === "ringing") return "The call has not been accepted yet";
  if (ACTIVE_STATES.includes(state)) return "The call is already in progress";
  return `The call is over (${state})`;
}

// src/modules/calls/registry.ts
var CallRegistry = class {
  constructor(options) {
    this.options = options;
  }
  options;
  calls = /* @__PURE__ */ new Map();
  timers = /* @__PURE__ */ new Map();
  peers = /* @__PURE__ */ new Map();
  transport = null;
  nextAppointment = 5001;
  attach(transport) {
    this.transport = transport;
  }
  get(callId) {
    return this.calls.get(callId);
  }
  list() {
    return [...this.calls.values()];
  }
  ringingFor(patientId) {
    return this.list().filter((c) => c.patient_id === patientId && c.state === "ringing");
  }
  start(input) {
    this.prune();
    const call = {
      call_id: randomUUID(),
      patient_id: input.patient_id,
      appointment_id: input.appointment_id ?? this.nextAppointment++,
      doctor_name: input.doctor_name ?? "Dr. Imran Qureshi",
      doctor_pmdc: input.doctor_pmdc ?? "12345-P",
      doctor_behaviour: input.doctor_behaviour ?? "normal",
      ...input.hangup_after_seconds !== void 0 ? { hangup_after_seconds: input.hangup_after_seconds } : {},
      started_at: (/* @__PURE__ */ new Date()).toISOString(),
      state: "ringing",
      end_reason: null,
      accepted_socket: null,
      history: []
    };
    call.history.push({ state: "ringing", at: call.started_at });
    this.calls.set(call.call_id, call);
    this.setTimer(call.call_id, this.options.ringTimeoutMs, () => {
      if (this.move(call, { type: "ring_timeout" }, "timeout")) {
        this.transport?.toPatient(call.patient_id, "call_ended", this.ended(call, "timeout"));
      }
    });
    const delivered_to = this.transport?.ring(call.patient_id, receiveCallPayload(call)) ?? 0;
    return { call, delivered_to };
  }
  accept(callId, patientId, socketId) {
    const call = this.own(callId, patientId);
    if ("message" in call) return call;
    if (!this.move(call, { type: "accept" })) return { ok: false, message: refusal(call.state) };
    call.accepted_socket = socketId;
    this.clearTimer(callId);
    this.transport?.toPatient(patientId, "call_ended", this.ended(call, "taken_elsewhere"), socketId);
    let peer;
    try {
      peer = this.options.createDoctorPeer(call, {
        sendSignal: (signal) => this.fromDoctor(call, signal),
        end: (reason, message) => this.endByDoctor(call, reason, message)
      });
    } catch (error) {
      this.options.logger.error("doctor peer failed to start", { call_id: callId, error: errorMessage(error) });
      this.endByDoctor(call, "doctor_unavailable");
      return { ok: true };
    }
    if (isFinal(call.state)) peer.stop();
    else this.peers.set(callId, peer);
    return { ok: true };
  }
  decline(callId, patientId, socketId, reason) {
    const call = this.own(callId, patientId);
    if ("message" in call) return call;
    if (!this.move(call, { type: "decline", reason }, reason)) return { ok: false, message: refusal(call.state) };
    this.clearTimer(callId);
    this.transport?.toPatient(patientId, "call_ended", this.ended(call, "taken_elsewhere"), socketId);
    return { ok: true };
  }
  signalFromPatient(callId, patientId, socketId, signal) {
    const call = this.own(callId, patientId);
    if ("message" in call) return call;
    if (call.state !== "accepted" && call.state !== "in_call") return { ok: false, message: refusal(call.state) };
    if (call.accepted_socket !== socketId) return { ok: false, message: "This call was answered on another device" };
    this.peers.get(callId)?.signal(signal);
    return { ok: true };
  }
  hangup(callId, patientId, reason = "hangup") {
    const call = this.own(callId, patientId);
    if ("message" in call) return call;
    if (!this.move(call, { type: "end" }, `patient_${reason}`)) return { ok: false, message: refusal(call.state) };
    this.release(callId);
    return { ok: true };
  }
  /** A socket went away: a live call it answered ends unless the socket is back within the grace time. */
  socketGone(socketId) {
    for (const call of this.calls.values()) {
      if (call.accepted_socket !== socketId || isFinal(call.state)) continue;
      this.setTimer(call.call_id, this.options.reconnectGraceMs ?? 15e3, () => {
        if (!this.transport?.isConnected(socketId) && this.move(call, { type: "end" }, "connection_lost"))
          this.release(call.call_id);
      });
    }
  }
  /** Stops every peer and timer (server close, QA reset). */
  clear() {
    for (const id of [...this.peers.keys()]) this.release(id);
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
    this.calls.clear();
  }
  /** Keeps finished calls for an hour (for GET /__qa/calls/:id), and at most 1000 calls. */
  prune() {
    const cutoff = Date.now() - 60 * 60 * 1e3;
    for (const call of this.calls.values()) {
      if (isFinal(call.state) && Date.parse(call.history[call.history.length - 1].at) < cutoff)
        this.calls.delete(call.call_id);
    }
    for (const call of this.calls.values()) {
      if (this.calls.size < 1e3) break;
      if (isFinal(call.state)) this.calls.delete(call.call_id);
    }
  }
  own(callId, patientId) {
    const call = this.calls.get(callId);
    if (!call || call.patient_id !== patientId) return { ok: false, message: "No such call" };
    return call;
  }
  fromDoctor(call, signal) {
    if (!call.accepted_socket || isFinal(call.state)) return;
    this.move(call, { type: "doctor_signal" });
    this.transport?.toSocket(call.accepted_socket, "call_signal", { call_id: call.call_id, signal });
  }
  endByDoctor(call, reason, message) {
    if (!this.move(call, { type: "end" }, reason)) return;
    if (call.accepted_socket)
      this.transport?.toSocket(call.accepted_socket, "call_ended", this.ended(call, reason, message));
    this.release(call.call_id);
  }
  ended(call, reason, message) {
    return { call_id: call.call_id, reason: END_REASON[reason], message: message ?? END_MESSAGES[reason] };
  }
  move(call, event, reason) {
    const next = nextState(call.state, event);
    if (!next) return false;
    if (next !== call.state) {
      call.state = next;
      if (reason) call.end_reason = reason;
      call.history.push({ state: next, at: (/* @__PURE__ */ new Date()).toISOString(), ...reason ? { reason } : {} });
      this.options.onState?.(call);
    }
    return true;
  }
  release(callId) {
    this.clearTimer(callId);
    const peer = this.peers.get(callId);
    this.peers.delete(callId);
    try {
      peer?.stop();
    } catch (error) {
      this.options.logger.error("doctor peer failed to stop", { call_id: callId, error: errorMessage(error) });
    }
  }
  setTimer(callId, ms, fn) {
    this.clearTimer(callId);
    const timer = setTimeout(() => {
      this.timers.delete(callId);
      fn();
    }, ms);
    timer.unref();
    this.timers.set(callId, timer);
  }
  clearTimer(callId) {
    clearTimeout(this.timers.get(callId));
    this.timers.delete(callId);
  }
};

// src/http/handler.ts
var ok = (body) => ({ status: 200, body });
var created = (body) => ({ status: 201, body });

// src/store/record-paths.ts
var recordDepth = (path) => path[0] === "submissions" ? 3 : 2;
var recordPathOf = (path) => path.slice(0, recordDepth(path));
var pathKey = (path) => path.join("\0");
var isPrefix = (prefix, path) => prefix.length <= path.length && prefix.every((key, i) => String(key) === String(path[i]));
var isContainer = (value) => typeof value === "object" && value !== null;
function valueAt(root, path) {
  let node = root;
  for (const key of path) {
    if (!isContainer(node)) return void 0;
    node = node[key];
  }
  return node;
}
function parentOf(root, path) {
  const parent = valueAt(root, path.slice(0, -1));
  return isContainer(parent) ? parent : void 0;
}
var UNSAFE_KEYS = /* @__PURE__ */ new Set(["__proto__", "constructor", "prototype"]);
var isSafeKey = (key) => !UNSAFE_KEYS.has(String(key));

// src/store/indexes.ts
var defineIndex = (path, keys) => ({ path, keys });
var LiveIndex = class {
  constructor(spec) {
    this.spec = spec;
  }
  spec;
  byKey = /* @__PURE__ */ new Map();
  keysAt = [];
  stale = true;
  /** The records under a key, in list order, read from `data` (the store's, or a write's view of it). */
  find(data, root, key) {
    if (this.stale) this.rebuild(root);
    const at = this.byKey.get(key);
    if (at === void 0) return [];
    const list = valueAt(data, this.spec.path);
    if (typeof at === "number") return [list[at]];
    return [...at].sort((a, b) => a - b).map((i) => list[i]);
  }
  /** Follows a write: `changed` are the record paths it touched. */
  follow(root, changed) {
    if (this.stale) return;
    const { path } = this.spec;
    for (const p of changed) {
      if (p.length <= path.length) {
        if (isPrefix(p, path)) this.stale = true;
      } else if (p.length === path.length + 1 && isPrefix(path, p)) {
        const list = valueAt(root, path);
        if (!Array.isArray(list)) this.stale = true;
        else if (p[path.length] === "length") this.trim(list.length);
        else this.reindex(list, Number(p[path.length]));
      }
      if (this.stale) return;
    }
  }
  invalidate() {
    this.stale = true;
  }
  rebuild(root) {
    this.byKey.clear();
    this.keysAt = [];
    this.stale = false;
    const list = valueAt(root, this.spec.path);
    if (!Array.isArray(list)) return;
    for (let i = 0; i < list.length; i++) this.reindex(list, i);
  }
  reindex(list, i) {
    for (const key of this.keysAt[i] ?? []) this.remove(key, i);
    const record2 = list[i];
    const keys = record2 === void 0 || record2 === null ? void 0 : this.spec.keys(record2);
    this.keysAt[i] = keys;
    for (const key of keys ?? []) this.add(key, i);
  }
  trim(length) {
    for (let i = length; i < this.keysAt.length; i++) for (const key of this.keysAt[i] ?? []) this.remove(key, i);
    this.keysAt.length = Math.min(this.keysAt.length, length);
  }
  add(key, i) {
    const at = this.byKey.get(key);
    if (at === void 0) this.byKey.set(key, i);
    else if (typeof at === "number") {
      if (at !== i) this.byKey.set(key, [at, i]);
    } else if (!at.includes(i)) at.push(i);
  }
  remove(key, i) {
    const at = this.byKey.get(key);
    if (at === i) this.byKey.delete(key);
    else if (Array.isArray(at)) {
      const rest = at.filter((j) => j !== i);
      if (rest.length === 1) this.byKey.set(key, rest[0]);
      else this.byKey.set(key, rest);
    }
  }
};
var FINDER = /* @__PURE__ */ Symbol("store indexes");
function lendIndexes(data, finder) {
  Object.defineProperty(data, FINDER, { value: finder, enumerable: false, configurable: true });
}
function lookup(data, spec, key) {
  const finder = data[FINDER];
  if (finder) return finder(spec, key, data);
  const list = valueAt(data, spec.path);
  return Array.isArray(list) ? list.filter((r) => r != null && spec.keys(r).includes(key)) : [];
}

// src/store/record-indexes.ts
var APPOINTMENT_BY_ID = defineIndex(["appointments"], (a) => [String(a.id)]);
var APPOINTMENTS_BY_PATIENT = defineIndex(["appointments"], (a) => [String(a.patient_id)]);
var APPOINTMENTS_BY_DOCTOR_DAY = defineIndex(["appointments"], (a) => [
  doctorDayKey(a.pmdc, a.date)
]);
var doctorDayKey = (pmdc, date) => `${pmdc}|${date}`;
var PAYMENT_BY_ID = defineIndex(["payments"], (p) => [p.id]);
var PAYMENTS_BY_APPOINTMENT = defineIndex(["payments"], (p) => [String(p.appointment_id)]);

// src/modules/doctors/availability.ts
var DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
var DAYS_LONG = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];
function findDirectoryDoctor(data, pmdc) {
  return data.doctors.find((d) => d.pmdc === pmdc && d.profile !== void 0);
}
var latestPayment = (data, appointmentId) => lookup(data, PAYMENTS_BY_APPOINTMENT, String(appointmentId)).filter((p) => p.appointment_id === appointmentId).at(-1);
function holdsSlot(data, appointment, now) {
  if (appointment.status === "confirmed" || appointment.status === "completed") return true;
  if (appointment.status !== "awaiting_payment") return false;
  if (appointment.hold_expires_at !== null && appointment.hold_expires_at > now) return true;
  return latestPayment(data, appointment.id)?.status === 1 /* PENDING */;
}
var appointmentsOn = (data, pmdc, date) => lookup(data, APPOINTMENTS_BY_DOCTOR_DAY, doctorDayKey(pmdc, date)).filter((a) => a.pmdc === pmdc && a.date === date);
function takenTimes(data, pmdc, date, now) {
  const taken = /* @__PURE__ */ new Set();
  for (const a of appointmentsOn(data, pmdc, date)) if (holdsSlot(data, a, now)) taken.add(a.time);
  return taken;
}
function sittingFor(doctor, mode, locationId) {
  return doctor.profile.schedule.filter((s) => s.mode === mode && (mode === "online" || s.location_id === locationId));
}
function daysText(weekdays) {
  const days = [...new Set(weekdays)].sort((a, b) => a - b);
  if (days.length === 7) return "every day";
  const runs = [];
  for (const day of days) {
    const run = runs.at(-1);
    if (run && run.at(-1) === day - 1) run.push(day);
    else runs.push([day]);
  }
  return runs.flatMap((run) => run.length >= 3 ? [`${DAYS[run[0]]}-${DAYS[run.at(-1)]}`] : run.map((d) => DAYS[d])).join(", ");
}
var hoursText = (sittings) => sittings.map(
  (s) => `${daysText(s.weekdays)} ${formatTime12h(s.start_time)}-${formatTime12h(s.end_time)} (${s.slot_minutes}-minute slots)`
).join("; ");
function placeName(data, id) {
  const place = data.practice_locations.find((l) => l.id === id);
  return place ? `${place.clinic_name}, ${place.branch_name}` : `location ${id}`;
}
function sittingProblem(data, doctor, input, now) {
  const dateProblem = bookableDateProblem(input.date, now);
  if (dateProblem) return { status: 400, message: dateProblem };
  if (!doctor.profile.schedule.some((s) => s.mode === input.mode)) {
    const other = input.mode === "online" ? "Book an in-clinic visit instead." : "Book an online consultation instead.";
    return {
      status: 400,
      message: `${doctor.name} does not ${input.mode === "online" ? "consult online" : "see patients in a clinic"}. ${other}`
    };
  }
  if (input.mode === "clinic") {
    if (input.location_id == null)
      return { status: 400, message: "Choose a practice location (location_id) for an in-clinic appointment" };
    if (!doctor.profile.location_ids.includes(input.location_id)) {
      return { status: 400, message: `${doctor.name} does not practise at ${placeName(data, input.location_id)}` };
    }
  }
  return null;
}
function slotProblem(data, doctor, input, now) {
  const problem = sittingProblem(data, doctor, input, now);
  if (problem) return problem;
  const sittings = sittingFor(doctor, input.mode, input.location_id);
  const times = sittings.flatMap((s) => slotsOn(s, input.date));
  if (!times.includes(input.time)) {
    const online2 = input.mode === "online";
    const hours = `${online2 ? "Online" : "In-clinic"} hours: ${hoursText(sittings)}`;
    if (times.length > 0) {
      const kind = online2 ? "online" : "in-clinic";
      const message = `${formatTime12h(input.time)} is not one of ${doctor.name}'s ${kind} slots on ${input.date}. ${hours}`;
      return { status: 400, message };
    }
    const sees = online2 ? "consult online" : `see patients at ${placeName(data, input.location_id)}`;
    return { status: 400, message: `${doctor.name} does not ${sees} on ${DAYS_LONG[weekdayOf(input.date)]}. ${hours}` };
  }
  if (!isFutureSlot(input.date, input.time, now))
    return { status: 400, message: `The slot at ${formatTime12h(input.time)} on ${input.date} has already passed` };
  return null;
}
var timesOn = (sittings, date) => [...new Set(sittings.flatMap((s) => slotsOn(s, date)))].sort();
function slotsFor(data, doctor, date, mode, locationId, now) {
  const sittings = sittingFor(doctor, mode, locationId);
  const thatDay = sittings.find((s) => s.weekdays.includes(weekdayOf(date))) ?? sittings[0];
  const taken = takenTimes(data, doctor.pmdc, date, now);
  return {
    date,
    mode,
    location_id: mode === "online" /* online */ ? null : locationId ?? null,
    // With no sitting that day the list is empty and the weekly grid still gives the slot length;
    // 15 only stands in for a mode without sittings, which sittingProblem refuses before this.
    slot_minutes: thatDay?.slot_minutes ?? 15,
    slots: timesOn(sittings, date).map((time2) => ({
      time: time2,
      available: !taken.has(time2) && isFutureSlot(date, time2, now)
    }))
  };
}
function hasFreeSlot(data, doctor, sittings, date, now) {
  const times = timesOn(sittings, date);
  if (times.length === 0) return false;
  const taken = takenTimes(data, doctor.pmdc, date, now);
  return times.some((time2) => !taken.has(time2) && isFutureSlot(date, time2, now));
}
function nextAvailable(data, doctor, now, mode) {
  const sittings = mode ? doctor.profile.schedule.filter((s) => s.mode === mode) : doctor.profile.schedule;
  const weekdays = sittings.flatMap((s) => s.weekdays);
  return nextAvailableDate(weekdays, pakistanDate(now), (date) => hasFreeSlot(data, doctor, sittings, date, now));
}

// src/modules/appointments/lifecycle.ts
var PENDING_SETTLE_MS = 2 * 6e4;
var REFUND_MS = 5 * 6e4;
var HOLD_MS = HOLD_MINUTES * 6e4;
var iso = (ms) => new Date(ms).toISOString();
var startsAt = (a) => pakistanInstant(a.date, a.time);
var holdEnd = (bookedAt, slotStart) => Math.min(bookedAt + HOLD_MS, slotStart);
var latestPayment2 = (t) => t.payments.at(-1) ?? null;
var hasPending = (t) => t.payments.some((p) => p.status === 1 /* PENDING */);
var hasSuccess = (t) => t.payments.some((p) => p.status === 0 /* SUCCESS */);
var copy = (t) => ({
  appointment: { ...t.appointment },
  payments: t.payments.map((p) => ({ ...p }))
});
function refundStartedAt(t) {
  const paid = t.payments.find((p) => p.status === 0 /* SUCCESS */)?.settled_at;
  return Math.max(Date.parse(t.appointment.cancelled_at ?? ""), paid ? Date.parse(paid) : 0);
}
function record(t, paymentId, status, at, code) {
  const payment = t.payments.find((p) => p.id === paymentId);
  if (!payment) return;
  payment.status = status;
  if (code !== void 0) payment.result_code = code;
  if (status === 1 /* PENDING */) payment.pending_since = iso(at);
  else payment.settled_at = iso(at);
  const a = t.appointment;
  a.payment_status = latestPayment2(t)?.status ?? 3 /* NOT_STARTED */;
  if (status !== 0 /* SUCCESS */) return;
  if (a.status === "awaiting_payment" /* awaiting_payment */) {
    a.status = "confirmed" /* confirmed */;
    a.hold_expires_at = null;
  } else if (a.status === "cancelled" /* cancelled */) {
    a.refund_status = "pending" /* pending */;
  }
}
function evolve(t, slotMinutes, now) {
  const next = copy(t);
  for (const p of next.payments) {
    if (p.status !== 1 /* PENDING */ || !p.pending_since) continue;
    const due = Date.parse(p.pending_since) + PENDING_SETTLE_MS;
    if (now >= due) record(next, p.id, 0 /* SUCCESS */, due);
  }
  const a = next.appointment;
  const start = startsAt(a);
  if (a.status === "awaiting_payment" /* awaiting_payment */ && !hasPending(next)) {
    if (now >= Math.min(a.hold_expires_at ?? start, start)) {
      a.status = "expired" /* expired */;
      a.hold_expires_at = null;
    }
  }
  if (a.status === "confirmed" /* confirmed */ && now >= start + slotMinutes * 6e4) {
    a.status = "completed" /* completed */;
  }
  if (a.refund_status === "pending" /* pending */ && now >= refundStartedAt(next) + REFUND_MS) {
    a.refund_status = "refunded" /* refunded */;
  }
  return next;
}
function applyResult(t, paymentId, status, now, code) {
  const next = copy(t);
  record(next, paymentId, status, now, code);
  return next;
}
var MESSAGES = {
  taken: "This time was just booked by someone else. Please choose another slot.",
  alreadyYours: "You have already booked this time. Pay for it from your appointments.",
  tooManyHolds: (max) => `You already have ${max} bookings waiting for payment. Pay for one, or cancel one, before booking another.`,
  started: "This appointment has already started and can no longer be cancelled.",
  cancelled: "This appointment is already cancelled.",
  lapsed: "This booking lapsed unpaid, so there is nothing to cancel.",
  holdEnded: `The ${HOLD_MINUTES}-minute hold on this slot has ended. Please book the slot again.`,
  payCancelled: "This appointment was cancelled. Please book a new slot.",
  paid: "This appointment is already paid.",
  pending: "A payment for this appointment is pending. Wait for it to settle before paying again.",
  settled: "This payment is already settled; start a new payment from the checkout page.",
  notFound: (id) => `Appointment ${id} not found`
};
function cancelProblem(t, now) {
  const a = t.appointment;
  if (a.status === "cancelled" /* cancelled */) return MESSAGES.cancelled;
  if (a.status === "expired" /* expired */) return MESSAGES.lapsed;
  if (a.status === "completed" /* completed */ || now >= startsAt(a)) return MESSAGES.started;
  return null;
}
function cancel(t, now) {
  const next = copy(t);
  const a = next.appointment;
  a.status = "cancelled" /* cancelled */;
  a.cancelled_at = iso(now);
  a.hold_expires_at = null;
  if (hasSuccess(next)) a.refund_status = "pending" /* pending */;
  return next;
}
function paymentProblem(t) {
  const a = t.appointment;
  if (a.status === "cancelled" /* cancelled */) return MESSAGES.payCancelled;
  if (a.status === "expired" /* expired */) return MESSAGES.holdEnded;
  if (hasSuccess(t) || a.status !== "awaiting_payment" /* awaiting_payment */) return MESSAGES.paid;
  if (hasPending(t)) return MESSAGES.pending;
  return null;
}
function resultProblem(t, paymentId) {
  const payment = t.payments.find((p) => p.id === paymentId);
  if (!payment || payment.status !== 4 /* STARTED */) return MESSAGES.settled;
  return paymentProblem(t);
}
function decisionProblem(t, paymentId) {
  const payment = t.payments.find((p) => p.id === paymentId);
  if (payment?.status === 1 /* PENDING */) return null;
  return resultProblem(t, paymentId);
}

// src/modules/appointments/records.ts
var FALLBACK_SLOT_MINUTES = 20;
function slotMinutesOf(data, a) {
  const schedule = data.doctors.find((d) => d.pmdc === a.pmdc)?.profile?.schedule ?? [];
  const sittings = schedule.filter(
    (s) => s.mode === a.mode && (a.mode === "online" /* online */ || s.location_id === a.location_id)
  );
  const sitting = sittings.find((s) => s.weekdays.includes(weekdayOf(a.date)) && slotTimes(s).includes(a.time)) ?? sittings[0];
  return sitting?.slot_minutes ?? FALLBACK_SLOT_MINUTES;
}
var storedTimeline = (data, a) => ({
  appointment: a,
  payments: paymentsOf(data, a.id)
});
var paymentsOf = (data, appointmentId) => lookup(data, PAYMENTS_BY_APPOINTMENT, String(appointmentId)).filter((p) => p.appointment_id === appointmentId);
var appointmentById = (data, id) => lookup(data, APPOINTMENT_BY_ID, String(id)).find((a) => a.id === id);
var paymentById = (data, id) => lookup(data, PAYMENT_BY_ID, id).find((p) => p.id === id);
var currentTimeline = (data, a, now) => evolve(storedTimeline(data, a), slotMinutesOf(data, a), now);
function commit(data, t) {
  const stored = appointmentById(data, t.appointment.id);
  if (stored) Object.assign(stored, t.appointment);
  for (const payment of t.payments) {
    const known = paymentById(data, payment.id);
    if (known) Object.assign(known, payment);
  }
}
function ownTimeline(data, patientId, id, now) {
  const a = appointmentById(data, id);
  if (!a || a.patient_id !== patientId) throw notFound(MESSAGES.notFound(id));
  return currentTimeline(data, a, now);
}
var appointmentsOf = (data, patientId) => lookup(data, APPOINTMENTS_BY_PATIENT, String(patientId)).filter((a) => a.patient_id === patientId);
var patientTimelines = (data, patientId, now) => appointmentsOf(data, patientId).map((a) => currentTimeline(data, a, now));
var patientIdOf = (session) => Number(session.user?.user_id);
function paymentTimeline(data, paymentId, now) {
  const payment = paymentById(data, paymentId);
  const appointment = payment && appointmentById(data, payment.appointment_id);
  return appointment ? currentTimeline(data, appointment, now) : null;
}

// src/modules/appointments/book.ts
var FIRST_APPOINTMENT_ID = 5001;
var holderOf = (data, req, now) => appointmentsOn(data, req.pmdc, req.date).find((a) => a.time === req.time && holdsSlot(data, a, now));
function book(store, data, patientId, req, now) {
  const doctor = findDirectoryDoctor(data, req.pmdc);
  if (!doctor) throw notFound(`No doctor with PMDC number ${req.pmdc} in the directory`);
  const problem = slotProblem(data, doctor, req, now);
  if (problem) throw new ApiError(problem.status, problem.message);
  const holder = holderOf(data, req, now);
  if (holder) throw conflict(holder.patient_id === patientId ? MESSAGES.alreadyYours : MESSAGES.taken);
  const unpaid = patientTimelines(data, patientId, now).filter(
    (t) => t.appointment.status === "awaiting_payment" /* awaiting_payment */
  );
  if (unpaid.length >= MAX_UNPAID_HOLDS) throw conflict(MESSAGES.tooManyHolds(MAX_UNPAID_HOLDS));
  const online2 = req.mode === "online" /* online */;
  const fee = online2 ? doctor.profile.fee_online : doctor.profile.fee_clinic;
  if (fee === null) throw new ApiError(400, `${doctor.name} does not offer ${online2 ? "online" : "in-clinic"} visits`);
  data.next_ids.appointment ??= FIRST_APPOINTMENT_ID;
  const appointment = {
    id: store.nextId("appointment"),
    patient_id: patientId,
    pmdc: doctor.pmdc,
    mode: req.mode,
    location_id: online2 ? null : req.location_id ?? null,
    date: req.date,
    time: req.time,
    fee,
    status: "awaiting_payment" /* awaiting_payment */,
    payment_status: 3 /* NOT_STARTED */,
    refund_status: "none" /* none */,
    hold_expires_at: holdEnd(now, startsAt(req)),
    created_at: new Date(now).toISOString(),
    cancelled_at: null
  };
  data.appointments.push(appointment);
  return appointment;
}

// src/modules/appointments/listing.ts
var FILTERED = {
  [0 /* Cleared */]: [0 /* SUCCESS */],
  [1 /* Pending */]: [3 /* NOT_STARTED */, 4 /* STARTED */, 1 /* PENDING */],
  [3 /* Failed */]: [2 /* FAILURE */],
  [2 /* All */]: null
};
var matchesPaymentFilter = (a, filter) => FILTERED[filter]?.includes(a.payment_status) ?? true;
var isUpcoming = (a) => a.status === "awaiting_payment" /* awaiting_payment */ || a.status === "confirmed" /* confirmed */;
var byStart = (x, y) => startsAt(x.appointment) - startsAt(y.appointment) || x.appointment.id - y.appointment.id;
function listTimelines(timelines, filter, when) {
  const kept = timelines.filter((t) => matchesPaymentFilter(t.appointment, filter));
  const upcoming = kept.filter((t) => isUpcoming(t.appointment)).sort(byStart);
  const past = kept.filter((t) => !isUpcoming(t.appointment)).sort((x, y) => byStart(y, x));
  if (when === "upcoming") return upcoming;
  if (when === "past") return past;
  return [...upcoming, ...past];
}

// src/modules/appointments/view.ts
var MAX_HOLD_SECONDS = 3600;
var iso2 = (ms) => new Date(ms).toISOString();
function paymentJson(p) {
  return {
    id: p.id,
    appointment_id: p.appointment_id,
    method: p.method,
    amount: p.amount,
    status: p.status,
    result_code: p.result_code,
    created_at: p.created_at,
    settled_at: p.settled_at
  };
}
function appointmentJson(data, t, now) {
  const a = t.appointment;
  const doctor = data.doctors.find((d) => d.pmdc === a.pmdc);
  const place = a.location_id === null ? void 0 : data.practice_locations.find((l) => l.id === a.location_id);
  const location = place ? (({ facility_id: _internal, ...shown }) => shown)(place) : null;
  const payment = latestPayment2(t);
  const holdLeft = a.hold_expires_at === null ? 0 : Math.ceil((a.hold_expires_at - now) / 1e3);
  return {
    id: a.id,
    status: a.status,
    mode: a.mode,
    date: a.date,
    time: a.time,
    starts_at: iso2(startsAt(a)),
    fee: a.fee,
    payment_status: a.payment_status,
    refund_status: a.refund_status,
    hold_expires_at: a.hold_expires_at === null ? null : iso2(a.hold_expires_at),
    hold_seconds_left: Math.min(MAX_HOLD_SECONDS, Math.max(0, holdLeft)),
    created_at: a.created_at,
    doctor: {
      pmdc: a.pmdc,
      name: doctor?.name ?? a.pmdc,
      specialities: doctor?.profile?.specialities ?? (doctor ? [doctor.speciality] : [])
    },
    patient_name: data.patients.find((p) => p.id === a.patient_id)?.name ?? "",
    location,
    payment: payment ? paymentJson(payment) : null
  };
}

// src/modules/appointments/routes.ts
var appointmentHandlers = {
  bookAppointment: async ({ body, ctx, session }) => {
    const now = ctx.now();
    const booked = await ctx.store.write((data2) => book(ctx.store, data2, patientIdOf(session), body, now));
    const { data } = ctx.store;
    return created({
      message: `Slot held for ${HOLD_MINUTES} minutes: pay to confirm`,
      data: { appointment: appointmentJson(data, currentTimeline(data, booked, now), now) }
    });
  },
  listAppointments: ({ query, ctx, session }) => {
    const now = ctx.now();
    const { data } = ctx.store;
    const list = listTimelines(
      patientTimelines(data, patientIdOf(session), now),
      query.payment_filter ?? 2 /* All */,
      query.when ?? "all"
    );
    return ok({ message: "OK", data: { appointments: list.map((t) => appointmentJson(data, t, now)) } });
  },
  getAppointment: ({ query, ctx, session }) => {
    const now = ctx.now();
    const { data } = ctx.store;
    const t = ownTimeline(data, patientIdOf(session), query.id, now);
    return ok({ message: "OK", data: { appointment: appointmentJson(data, t, now) } });
  },
  cancelAppointment: async ({ body, ctx, session }) => {
    const now = ctx.now();
    const cancelled = await ctx.store.write((data) => {
      const t = ownTimeline(data, patientIdOf(session), body.appointment_id, now);
      const problem = cancelProblem(t, now);
      if (problem) throw conflict(problem);
      const next = cancel(t, now);
      commit(data, next);
      return next;
    });
    return ok({
      message: "Appointment cancelled",
      data: { appointment: appointmentJson(ctx.store.data, cancelled, now) }
    });
  }
};

// src/modules/auth/routes.ts
var authHandlers = {
  sendVerificationCode: ({ body, ctx }) => {
    const { expiresInSeconds } = sendOtp(ctx, body.phone_number, body.purpose ?? "login");
    return ok({
      message: "Verification code sent",
      data: { phone_number: body.phone_number, expires_in_seconds: expiresInSeconds }
    });
  },
  verifyOtpCodePatient: async ({ body, ctx, req, res }) => {
    requireOtp(ctx, body.phone_number, "login", body.otp_code);
    const phone = normalizePhone(body.phone_number);
    let patient = ctx.store.data.patients.find((p) => p.phone === phone);
    if (!patient) {
      patient = await ctx.store.write((data) => {
        const record2 = {
          id: ctx.store.nextId("patient"),
          name: body.name?.trim() || "New Patient",
          phone,
          has_photo: false,
          created_at: new Date(ctx.now()).toISOString()
        };
        data.patients.push(record2);
        return record2;
      });
    }
    const user = { name: patient.name, role: "patient" /* patient */, user_id: String(patient.id) };
    await signIn(req, res, ctx.store, user, ctx.now());
    return ok(sessionBody("Signed in", user));
  },
  logout: async ({ ctx, req, res }) => {
    const ended = await signOut(req, res, ctx.store);
    ctx.endSocketsOf(ended);
    return ok({ message: "Signed out" });
  }
};

// src/modules/clinic/contact.ts
import { createHash as createHash3 } from "node:crypto";

// src/store/submissions.ts
var submissionStamp = (ctx) => ({
  id: ctx.store.nextId("submission"),
  created_at: new Date(ctx.now()).toISOString()
});
function storeSubmission(ctx, add) {
  return ctx.store.write((data) => {
    const stamp = submissionStamp(ctx);
    add(data, stamp);
    return stamp.id;
  });
}

// src/modules/clinic/contact.ts
var clinicContactHandlers = {
  clinicContactUs: async ({ body, ctx, req, session }) => {
    const user = session.user;
    if (!user?.clinic_id) throw unauthorized("Sign in as a clinic, hospital or pharmacy owner first");
    const subject = String(body.subject ?? "").trim();
    const message = String(body.message ?? "").trim();
    if (subject.length < 2) throw badRequest("subject must not be blank");
    if (message.length < 5) throw badRequest("message must be at least 5 characters");
    const files = Array.isArray(req.files) ? req.files : [];
    let attachment = null;
    if (files.length) {
      const file = files[0];
      const meta = checkAttachmentMeta(file.fieldname, file.originalname, file.mimetype);
      if ("error" in meta) throw badRequest(meta.error);
      const bad = checkAttachmentContent(meta.type, file.buffer);
      if (bad) throw badRequest(bad);
      attachment = {
        filename: file.originalname.slice(0, 200),
        mimetype: meta.type,
        size: file.size,
        sha256: createHash3("sha256").update(file.buffer).digest("hex")
      };
    }
    const id = await storeSubmission(
      ctx,
      (data, stamp) => data.submissions.clinic_contact.push({
        ...stamp,
        clinic_id: Number(user.clinic_id),
        owner_id: Number(user.user_id),
        subject,
        message,
        attachment
      })
    );
    return created({ message: "We have received your Request", data: { id } });
  }
};

// src/store/passwords.ts
import { randomBytes as randomBytes3, scrypt, timingSafeEqual as timingSafeEqual3 } from "node:crypto";
var N = 16384;
var R = 8;
var P = 1;
var KEY_LEN = 32;
function scryptAsync(password, salt, keyLen, options) {
  return new Promise(
    (resolve, reject) => scrypt(password, salt, keyLen, options, (err, key) => err ? reject(err) : resolve(key))
  );
}
async function hashPassword(password) {
  const salt = randomBytes3(16);
  const key = await scryptAsync(password, salt, KEY_LEN, { N, r: R, p: P });
  return ["scrypt", N, R, P, salt.toString("base64url"), key.toString("base64url")].join("$");
}
async function verifyPassword(password, stored) {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], "base64url");
  const expected = Buffer.from(parts[5], "base64url");
  const key = await scryptAsync(password, salt, expected.length, { N: n, r, p, maxmem: 64 * 1024 * 1024 });
  return key.length === expected.length && timingSafeEqual3(key, expected);
}
var DUMMY_HASH = "scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
async function checkPassword(password, stored) {
  const ok2 = await verifyPassword(password, stored ?? DUMMY_HASH);
  return ok2 && !!stored;
}

// src/modules/auth/password-reset.ts
function startReset(ctx, kind, account) {
  const { expiresInSeconds } = sendOtp(ctx, account.phone, `reset:${kind}:${account.id}`);
  return {
    message: "Reset code sent",
    data: { sent_to: maskPhone(account.phone), expires_in_seconds: expiresInSeconds }
  };
}
function verifyReset(ctx, kind, account, code) {
  if (!account) throw unauthorized(NO_CODE_MESSAGE);
  requireOtp(ctx, account.phone, `reset:${kind}:${account.id}`, code);
  const { token, expiresInSeconds } = ctx.resets.issue(kind, account.id);
  return { message: "Code verified", data: { reset_token: token, expires_in_seconds: expiresInSeconds } };
}
async function finishReset(ctx, kind, token, password, apply) {
  const userId = ctx.resets.consume(token, kind);
  if (userId === null)
    throw unauthorized("The reset token has expired or was already used. Start again from Forgot password.");
  const hash = await hashPassword(password);
  const role = kind === "clinic" ? "clinic_owner" : "doctor";
  await ctx.store.write((data) => {
    apply(data, userId, hash);
    for (const [key, s] of Object.entries(data.sessions)) {
      if (s.user.role === role && s.user.user_id === String(userId)) delete data.sessions[key];
    }
  });
  return { message: "Password updated. Sign in with the new password." };
}

// src/modules/clinic/rules.ts
var FACILITY_LABEL = {
  [0 /* CLINIC */]: "clinic",
  [1 /* HOSPITAL */]: "hospital",
  [2 /* PHARMACY */]: "pharmacy"
};
var SIGN_IN_PAGE = {
  [0 /* CLINIC */]: "clinic sign-in page",
  [1 /* HOSPITAL */]: "hospital sign-in page",
  [2 /* PHARMACY */]: "pharmacy sign-in page"
};
function facilityTypeMismatch(given, actual) {
  if (given === void 0 || given === actual) return null;
  return `This is a ${FACILITY_LABEL[actual]} account, not a ${FACILITY_LABEL[given]} account: sign in on the ${SIGN_IN_PAGE[actual]}.`;
}
function chooseBranch(branches, branchId) {
  if (branchId === void 0) {
    if (branches.length === 1) return { branch: branches[0] };
    return {
      error: `This account has ${branches.length} branches: choose one (branch_id is required; see check_clinic_branches).`
    };
  }
  const branch = branches.find((b) => b.id === branchId);
  return branch ? { branch } : { error: `branch_id ${branchId} is not a branch of this account` };
}
function findOwnerByEmail(data, email) {
  const owner = data.owners.find((o) => o.email.toLowerCase() === email.trim().toLowerCase());
  if (!owner) return null;
  const facility = data.facilities.find((f) => f.id === owner.facility_id);
  if (!facility) return null;
  return { owner, facility, branches: data.branches.filter((b) => b.facility_id === facility.id) };
}
function newBranchCode(facilityName, city, taken) {
  const letters = facilityName.split(/[^A-Za-z]+/).filter(Boolean).map((w) => w[0].toUpperCase()).join("").slice(0, 4) || "BR";
  const place = city.replace(/[^A-Za-z]/g, "").slice(0, 3).toUpperCase() || "PK";
  const base = `${letters}-${place}`;
  if (!taken.has(base.toUpperCase())) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${n}`.toUpperCase())) return `${base}${n}`;
}
var ownerSession = (owner, facility, branchId) => ({
  name: owner.name,
  role: "clinic_owner" /* clinic_owner */,
  user_id: String(owner.id),
  clinic_id: String(facility.id),
  facility_type: facility.facility_type,
  branch_id: branchId
});

// src/modules/clinic/password-reset.ts
var clinicResetHandlers = {
  clinicForgetPassword: ({ body, ctx }) => {
    const account = findOwnerByEmail(ctx.store.data, body.email);
    if (!account) throw notFound("No facility account uses this e-mail");
    return ok(startReset(ctx, "clinic", account.owner));
  },
  clinicForgetOtpVerify: ({ body, ctx }) => {
    const account = findOwnerByEmail(ctx.store.data, body.email);
    return ok(verifyReset(ctx, "clinic", account?.owner, body.otp_code));
  },
  clinicResetPassword: async ({ body, ctx }) => ok(
    await finishReset(ctx, "clinic", body.reset_token, body.password, (data, id, hash) => {
      const owner = data.owners.find((o) => o.id === id);
      if (owner) owner.password_hash = hash;
    })
  )
};

// src/modules/clinic/sign-in.ts
async function checkOwner(ctx, email, password, facilityType) {
  const account = await guardedSignIn(ctx, `owner:${email}`, async () => {
    const found = findOwnerByEmail(ctx.store.data, email);
    return await checkPassword(password, found?.owner.password_hash) ? found : null;
  });
  const mismatch = facilityTypeMismatch(facilityType, account.facility.facility_type);
  if (mismatch) throw unauthorized(mismatch);
  return account;
}
var clinicSignInHandlers = {
  checkClinicBranches: async ({ body, ctx }) => {
    const { facility, branches } = await checkOwner(ctx, body.email, body.password, body.facility_type);
    return ok({
      message: "Branches found",
      data: {
        facility_type: facility.facility_type,
        branches: branches.map((b) => ({ branch_id: b.id, branch_name: b.name, branch_code: b.code, city: b.city }))
      }
    });
  },
  clinicLogin: async ({ body, ctx, req, res }) => {
    const { owner, facility, branches } = await checkOwner(ctx, body.email, body.password, body.facility_type);
    const choice = chooseBranch(branches, body.branch_id);
    if ("error" in choice) throw badRequest(choice.error);
    const user = ownerSession(owner, facility, choice.branch.id);
    await signIn(req, res, ctx.store, user, ctx.now());
    return ok(sessionBody("Signed in", user));
  },
  validateBranchCode: ({ body, ctx }) => {
    const code = body.branch_code.toUpperCase();
    const branch = ctx.store.data.branches.find((b) => b.code.toUpperCase() === code);
    if (!branch) throw notFound(`No branch has the code ${body.branch_code}`);
    return ok({
      message: "Branch code is valid",
      data: { branch_id: branch.id, branch_name: branch.name, clinic_id: String(branch.facility_id) }
    });
  }
};

// src/modules/clinic/signup.ts
function ownerConflict(data, email, phone) {
  const e = email.trim().toLowerCase();
  if (data.owners.some((o) => o.email.toLowerCase() === e)) return "An account with this e-mail already exists";
  if (data.owners.some((o) => o.phone === normalizePhone(phone)))
    return "An account with this phone number already exists";
  return null;
}
var clinicSignupHandlers = {
  verifyClinicSignupOtp: async ({ body, ctx, req, res }) => {
    const clash = ownerConflict(ctx.store.data, body.email, body.phone_number);
    if (clash) throw conflict(clash);
    requireOtp(ctx, body.phone_number, "signup", body.otp_code);
    const passwordHash = await hashPassword(body.password);
    const { owner, facility, branch } = await ctx.store.write((data) => {
      const now = new Date(ctx.now()).toISOString();
      const facility2 = {
        id: ctx.store.nextId("facility"),
        facility_type: body.facility_type,
        name: body.facility_name.trim(),
        city: body.city,
        has_image: false,
        created_at: now
      };
      const taken = new Set(data.branches.map((b) => b.code.toUpperCase()));
      const branch2 = {
        id: ctx.store.nextId("branch"),
        facility_id: facility2.id,
        name: `${facility2.name} - Main`,
        code: newBranchCode(facility2.name, body.city, taken),
        city: body.city
      };
      const owner2 = {
        id: ctx.store.nextId("owner"),
        name: body.owner_name.trim(),
        email: body.email.trim(),
        phone: normalizePhone(body.phone_number),
        password_hash: passwordHash,
        facility_id: facility2.id
      };
      data.facilities.push(facility2);
      data.branches.push(branch2);
      data.owners.push(owner2);
      return { owner: owner2, facility: facility2, branch: branch2 };
    });
    const user = ownerSession(owner, facility, branch.id);
    await signIn(req, res, ctx.store, user, ctx.now());
    return created(sessionBody("Account created", user));
  }
};

// src/modules/doctor/routes.ts
var byPmdc = (data, pmdc) => data.doctors.find((d) => d.pmdc === pmdc);
function doctorConflict(data, pmdc, phone, email) {
  if (byPmdc(data, pmdc)) return "A doctor with this PMDC number is already registered";
  if (data.doctors.some((d) => d.phone === normalizePhone(phone)))
    return "An account with this phone number already exists";
  if (data.doctors.some((d) => d.email.toLowerCase() === email.trim().toLowerCase()))
    return "An account with this e-mail already exists";
  return null;
}
var doctorUser = (d) => ({ name: d.name, role: "doctor" /* doctor */, user_id: String(d.id), pmdc: d.pmdc });
var doctorHandlers = {
  doctorLogin: async ({ body, ctx, req, res }) => {
    const known = byPmdc(ctx.store.data, body.pmdc);
    if (known && !known.password_hash) {
      throw unauthorized("This doctor has not set a password yet: use Forgot password to set one.");
    }
    const doctor = await guardedSignIn(
      ctx,
      `doctor:${body.pmdc}`,
      async () => await checkPassword(body.password, known?.password_hash) ? known : null
    );
    const user = doctorUser(doctor);
    await signIn(req, res, ctx.store, user, ctx.now());
    return ok(sessionBody("Signed in", user));
  },
  checkDoctorPasswordExists: ({ body, ctx }) => {
    const doctor = byPmdc(ctx.store.data, body.pmdc);
    return ok({ message: "OK", data: { exists: !!doctor, password_set: !!doctor?.password_hash } });
  },
  doctorForgetPassword: ({ body, ctx }) => {
    const doctor = byPmdc(ctx.store.data, body.pmdc);
    if (!doctor) throw notFound("No doctor is registered with this PMDC number");
    return ok(startReset(ctx, "doctor", doctor));
  },
  doctorForgetOtpVerify: ({ body, ctx }) => ok(verifyReset(ctx, "doctor", byPmdc(ctx.store.data, body.pmdc), body.otp_code)),
  doctorResetPassword: async ({ body, ctx }) => ok(
    await finishReset(ctx, "doctor", body.reset_token, body.password, (data, id, hash) => {
      const doctor = data.doctors.find((d) => d.id === id);
      if (doctor) doctor.password_hash = hash;
    })
  ),
  verifyDoctorSignupOtp: async ({ body, ctx, req, res }) => {
    const clash = doctorConflict(ctx.store.data, body.pmdc, body.phone_number, body.email);
    if (clash) throw conflict(clash);
    requireOtp(ctx, body.phone_number, "signup", body.otp_code);
    const passwordHash = await hashPassword(body.password);
    const doctor = await ctx.store.write((data) => {
      const record2 = {
        id: ctx.store.nextId("doctor"),
        name: body.name.trim(),
        pmdc: body.pmdc,
        phone: normalizePhone(body.phone_number),
        email: body.email.trim(),
        speciality: body.speciality.trim(),
        city: body.city,
        password_hash: passwordHash,
        has_photo: false,
        created_at: new Date(ctx.now()).toISOString()
      };
      data.doctors.push(record2);
      return record2;
    });
    const user = doctorUser(doctor);
    await signIn(req, res, ctx.store, user, ctx.now());
    return created(sessionBody("Account created", user));
  }
};

// src/modules/doctors/profile.ts
var directoryDoctors = (data) => data.doctors.filter((d) => d.profile !== void 0);
var offersOnline = (doctor) => doctor.profile.schedule.some((s) => s.mode === "online");
var offersClinic = (doctor) => doctor.profile.schedule.some((s) => s.mode === "clinic");
function ratingOf(data, pmdc) {
  const ratings = data.reviews.filter((r) => r.pmdc === pmdc).map((r) => r.rating);
  if (ratings.length === 0) return { rating: 0, review_count: 0 };
  const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
  return { rating: Math.round(average * 10) / 10, review_count: ratings.length };
}
function locationsOf(data, doctor) {
  return doctor.profile.location_ids.flatMap((id) => {
    const found = data.practice_locations.find((l) => l.id === id);
    if (!found) return [];
    const { facility_id: _facility, ...location } = found;
    return [location];
  });
}
function toSummary(data, doctor, nextDate) {
  const p = doctor.profile;
  return {
    pmdc: doctor.pmdc,
    name: doctor.name,
    gender: p.gender,
    has_photo: doctor.has_photo,
    specialities: p.specialities,
    qualifications: p.qualifications,
    experience_years: p.experience_years,
    languages: p.languages,
    fee_online: p.fee_online,
    fee_clinic: p.fee_clinic,
    ...ratingOf(data, doctor.pmdc),
    offers_online: offersOnline(doctor),
    next_available_date: nextDate,
    locations: locationsOf(data, doctor)
  };
}
function toProfile(data, doctor, now) {
  return {
    ...toSummary(data, doctor, nextAvailable(data, doctor, now)),
    about: doctor.profile.about,
    schedule: doctor.profile.schedule
  };
}
function pageOf(all, page3, pageSize) {
  const start = (page3 - 1) * pageSize;
  return { items: all.slice(start, start + pageSize), total: all.length, page: page3, page_size: pageSize };
}
function reviewsOf(data, pmdc) {
  return data.reviews.filter((r) => r.pmdc === pmdc).sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id).map(({ pmdc: _pmdc, ...review }) => review);
}

// src/modules/doctors/search.ts
var ALL_CITIES = "All";
var WEEK_DAYS = 7;
var same = (a, b) => a.localeCompare(b, "en", { sensitivity: "base" }) === 0;
var withoutTitle = (text2) => text2.replace(/^\s*dr\b\.?\s*/i, "");
var knownCondition = (condition) => commonConditions.find((c) => same(c, condition));
function matchesText(doctor, q) {
  const words = withoutTitle(q).toLowerCase().split(/\s+/).filter(Boolean);
  const haystack = [withoutTitle(doctor.name), ...doctor.profile.specialities].join(" ").toLowerCase();
  return words.every((word) => haystack.includes(word));
}
function feeFor(doctor, isOnline) {
  const { fee_online, fee_clinic } = doctor.profile;
  if (isOnline === true) return fee_online;
  if (isOnline === false) return fee_clinic;
  const fees = [fee_online, fee_clinic].filter((f) => f !== null);
  return fees.length ? Math.min(...fees) : null;
}
function matches(data, doctor, f) {
  const p = doctor.profile;
  const { city, speciality } = f;
  if (f.is_online === true && !offersOnline(doctor)) return false;
  if (f.is_online === false && !offersClinic(doctor)) return false;
  if (city && !same(city, ALL_CITIES) && f.is_online !== true) {
    if (!locationsOf(data, doctor).some((l) => same(l.city, city))) return false;
  }
  if (speciality && !p.specialities.some((s) => same(s, speciality))) return false;
  if (f.condition) {
    const treats = specialitiesFor(knownCondition(f.condition));
    if (!p.specialities.some((s) => treats.includes(s))) return false;
  }
  if (f.q && !matchesText(doctor, f.q)) return false;
  if (f.gender && p.gender !== f.gender) return false;
  if (f.language && !p.languages.includes(f.language)) return false;
  if (f.fee_min !== void 0 || f.fee_max !== void 0) {
    const fee = feeFor(doctor, f.is_online);
    if (fee === null || fee < (f.fee_min ?? 0) || fee > (f.fee_max ?? Infinity)) return false;
  }
  return true;
}
var byName = (a, b) => a.doctor.name.localeCompare(b.doctor.name, "en") || a.doctor.pmdc.localeCompare(b.doctor.pmdc);
var nullsLast = (a, b, compare) => a === null ? b === null ? 0 : 1 : b === null ? -1 : compare(a, b);
var numbers = (x, y) => x - y;
var dates = (x, y) => x.localeCompare(y);
var ORDER = {
  // Soonest free slot first, then the best rated: the doctor a patient can actually see.
  relevance: (a, b) => nullsLast(a.summary.next_available_date, b.summary.next_available_date, dates) || b.summary.rating - a.summary.rating,
  fee_low: (a, b) => nullsLast(a.fee, b.fee, numbers),
  fee_high: (a, b) => nullsLast(a.fee, b.fee, (x, y) => y - x),
  experience: (a, b) => b.doctor.profile.experience_years - a.doctor.profile.experience_years,
  rating: (a, b) => b.summary.rating - a.summary.rating || b.summary.review_count - a.summary.review_count,
  next_available: (a, b) => nullsLast(a.summary.next_available_date, b.summary.next_available_date, dates)
};
function searchDirectory(data, f, now) {
  if (f.condition && !knownCondition(f.condition)) return pageOf([], f.page, f.page_size);
  const mode = f.is_online === void 0 ? void 0 : f.is_online ? "online" : "clinic";
  const today = pakistanDate(now);
  const lastDay = f.available === "today" ? today : addDays(today, WEEK_DAYS - 1);
  const rows = directoryDoctors(data).filter((doctor) => matches(data, doctor, f)).map((doctor) => ({
    doctor,
    summary: toSummary(data, doctor, nextAvailable(data, doctor, now, mode)),
    fee: feeFor(doctor, f.is_online)
  })).filter(({ summary }) => {
    if (!f.available) return true;
    const next = summary.next_available_date;
    return next !== null && next <= lastDay;
  });
  const order = ORDER[f.sort ?? "relevance" /* relevance */];
  rows.sort((a, b) => order(a, b) || byName(a, b));
  return pageOf(
    rows.map((r) => r.summary),
    f.page,
    f.page_size
  );
}

// src/modules/doctors/routes.ts
var directoryDoctor = (data, pmdc) => {
  const doctor = findDirectoryDoctor(data, pmdc);
  if (!doctor) throw notFound(`No doctor with PMDC number ${pmdc}`);
  return doctor;
};
var doctorsDirectoryHandlers = {
  searchDoctors: ({ query, ctx }) => {
    const page3 = searchDirectory(
      ctx.store.data,
      { ...query, page: query.page ?? 1, page_size: query.page_size ?? 10 },
      ctx.now()
    );
    return ok({
      message: "OK",
      data: { doctors: page3.items, total: page3.total, page: page3.page, page_size: page3.page_size }
    });
  },
  getDoctorProfile: ({ query, ctx }) => {
    const doctor = directoryDoctor(ctx.store.data, query.pmdc);
    return ok({ message: "OK", data: { doctor: toProfile(ctx.store.data, doctor, ctx.now()) } });
  },
  listDoctorReviews: ({ query, ctx }) => {
    const doctor = directoryDoctor(ctx.store.data, query.pmdc);
    const page3 = pageOf(reviewsOf(ctx.store.data, doctor.pmdc), query.page ?? 1, query.page_size ?? 5);
    return ok({
      message: "OK",
      data: { reviews: page3.items, total: page3.total, page: page3.page, page_size: page3.page_size }
    });
  },
  listDoctorSlots: ({ query, ctx }) => {
    const data = ctx.store.data;
    const now = ctx.now();
    const doctor = directoryDoctor(data, query.pmdc);
    const problem = sittingProblem(data, doctor, query, now);
    if (problem) throw new ApiError(problem.status, problem.message);
    return ok({ message: "OK", data: slotsFor(data, doctor, query.date, query.mode, query.location_id, now) });
  }
};

// src/modules/labs/booking.ts
var BOOKING_HORIZON_DAYS2 = 90;
var DAY_NAMES = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];
var fail = (status, message) => ({ ok: false, status, message });
function priceBooking(data, input, now) {
  const lab = data.labs.find((l) => l.id === input.lab_id);
  if (!lab) return fail(404, `Lab ${input.lab_id} not found`);
  const branch = data.lab_branches.find((b) => b.id === input.lab_branch_id);
  if (!branch) return fail(404, `Lab branch ${input.lab_branch_id} not found`);
  if (branch.lab_id !== lab.id)
    return fail(400, `Branch ${branch.id} (${branch.branch_name}) is not a branch of ${lab.lab_name}`);
  const offered = new Set(branch.category_ids);
  const tests = [];
  for (const id of input.test_ids) {
    const category = data.lab_categories.find((c) => c.tests.some((t) => t.id === id));
    if (!category) return fail(404, `Test ${id} not found`);
    const test = category.tests.find((t) => t.id === id);
    if (category.lab_id !== lab.id || !offered.has(category.id)) {
      return fail(400, `${test.name} (test ${id}) is not offered at ${lab.lab_name}, ${branch.branch_name}`);
    }
    tests.push(test);
  }
  if (input.home_sampling) {
    if (!lab.home_sampling) return fail(400, `${lab.lab_name} does not offer home sampling`);
    if (!input.address?.trim()) return fail(400, "address is required for home sampling");
  }
  const today = pakistanDate(now);
  if (input.preferred_date < today) return fail(400, `preferred_date ${input.preferred_date} is in the past`);
  if (input.preferred_date > addDays(today, BOOKING_HORIZON_DAYS2)) {
    return fail(400, `preferred_date can be at most ${BOOKING_HORIZON_DAYS2} days ahead`);
  }
  if (!input.home_sampling) {
    const weekday = weekdayOf(input.preferred_date);
    if (!branch.open_days.includes(weekday))
      return fail(400, `${branch.branch_name} is closed on ${DAY_NAMES[weekday]}`);
    if (input.preferred_time < branch.opening_time || input.preferred_time > branch.closing_time) {
      return fail(
        400,
        `${branch.branch_name} is open ${branch.opening_time.slice(0, 5)}-${branch.closing_time.slice(0, 5)}`
      );
    }
  }
  const total = labTestsTotal(tests);
  if (total > AMOUNT_MAX)
    return fail(400, `The total of PKR ${total} is over the PKR ${AMOUNT_MAX} limit: split the booking`);
  return { ok: true, lab, branch, tests, total };
}
var bookingId = (n) => `LB-${String(n).padStart(6, "0")}`;

// src/modules/labs/routes.ts
var findLab = (data, id) => {
  const lab = data.labs.find((l) => l.id === id);
  if (!lab) throw notFound(`Lab ${id} not found`);
  return lab;
};
var branchCount = (data, labId) => data.lab_branches.filter((b) => b.lab_id === labId).length;
var labHandlers = {
  listLabs: ({ ctx }) => {
    const data = ctx.store.data;
    const all = data.labs.map((l) => ({
      id: l.id,
      lab_name: l.lab_name,
      city: l.city,
      branch_count: branchCount(data, l.id),
      home_sampling: l.home_sampling
    }));
    return ok({ message: "OK", data: { data: { medical_test_labs_all: all } } });
  },
  listLabBranches: ({ query, ctx }) => {
    const lab = findLab(ctx.store.data, Number(query.lab_id));
    const branches = ctx.store.data.lab_branches.filter((b) => b.lab_id === lab.id).map(({ category_ids: _c, ...b }) => b);
    return ok({ message: "OK", data: { branches } });
  },
  getLabInfo: ({ query, ctx }) => {
    const { has_logo: _l, ...lab } = findLab(ctx.store.data, Number(query.lab_id));
    return ok({ message: "OK", data: { lab: { ...lab, branch_count: branchCount(ctx.store.data, lab.id) } } });
  },
  listLabTestCategories: ({ query, ctx }) => {
    const id = Number(query.lab_branch_id);
    const branch = ctx.store.data.lab_branches.find((b) => b.id === id);
    if (!branch) throw notFound(`Lab branch ${id} not found`);
    const categories = ctx.store.data.lab_categories.filter((c) => branch.category_ids.includes(c.id)).map((c) => ({ id: c.id, name: c.name, tests: c.tests }));
    return ok({ message: "OK", data: { categories } });
  },
  createLabBooking: async ({ body, ctx, session }) => {
    const priced = priceBooking(ctx.store.data, body, ctx.now());
    if (!priced.ok) throw new ApiError(priced.status, priced.message);
    const patientId = session.user?.role === "patient" ? Number(session.user.user_id) : null;
    const booking = await ctx.store.write((data) => {
      const record2 = {
        ...submissionStamp(ctx),
        ...body,
        booking_id: bookingId(ctx.store.nextId("booking")),
        total_amount: priced.total,
        status: 1 /* PENDING */,
        patient_id: patientId
      };
      data.submissions.booking.push(record2);
      return record2;
    });
    return created({
      message: "Booking confirmed",
      data: {
        booking_id: booking.booking_id,
        total_amount: booking.total_amount,
        status: booking.status,
        preferred_date: booking.preferred_date,
        preferred_time: booking.preferred_time
      }
    });
  }
};

// src/modules/marketing/rules.ts
var DUPLICATE_DEMO_MESSAGE = "Demo request already exist!";
function isDuplicateDemo(existing, request) {
  const phone = normalizePhone(request.phone_number);
  const email = request.email.trim().toLowerCase();
  return existing.some(
    (d) => d.demo_for === request.demo_for && (normalizePhone(d.phone_number) === phone || d.email.trim().toLowerCase() === email)
  );
}
var demoClashKeys = (d) => [
  `${d.demo_for}|phone|${normalizePhone(d.phone_number)}`,
  `${d.demo_for}|email|${d.email.trim().toLowerCase()}`
];
var DEMO_CLASHES = defineIndex(["submissions", "demo"], demoClashKeys);

// src/modules/marketing/routes.ts
var marketingHandlers = {
  addDemoRequest: async ({ body, ctx }) => {
    const { data } = ctx.store;
    const candidates = demoClashKeys(body).flatMap((key) => lookup(data, DEMO_CLASHES, key));
    if (isDuplicateDemo(candidates, body)) throw conflict(DUPLICATE_DEMO_MESSAGE);
    const id = await storeSubmission(
      ctx,
      (data2, stamp) => data2.submissions.demo.push({
        ...stamp,
        name: body.name.trim(),
        phone_number: body.phone_number,
        email: body.email.trim(),
        demo_for: body.demo_for
      })
    );
    return created({ message: "Request Received!", data: { id } });
  },
  addHelplineRequest: async ({ body, ctx }) => {
    const id = await storeSubmission(
      ctx,
      (data, stamp) => data.submissions.helpline.push({ ...stamp, phone_number: body.phone_number })
    );
    return created({ message: "We have received your Request", data: { id } });
  },
  addContactMessage: async ({ body, ctx }) => {
    const id = await storeSubmission(
      ctx,
      (data, stamp) => data.submissions.contact.push({
        ...stamp,
        name: body.name.trim(),
        email: body.email.trim(),
        phone_number: body.phone_number,
        subject: body.subject.trim(),
        message: body.message.trim()
      })
    );
    return created({ message: "We have received your Request", data: { id } });
  },
  getBasicSubscriptionPackage: ({ ctx }) => {
    const basic = ctx.store.data.packages.find((p) => p.facility_type === 0 && p.plan_tier === 0);
    if (!basic) throw notFound("No basic package");
    return ok({ message: "OK", data: { package: basic } });
  }
};

// src/modules/media/svg.ts
var PALETTE = ["#0b7285", "#1971c2", "#2b8a3e", "#5f3dc4", "#c2255c", "#e67700", "#087f5b", "#364fc7"];
var escapeXml = (s) => s.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]);
function colourFor(key) {
  let h = 0;
  for (const ch of key) h = h * 31 + ch.charCodeAt(0) >>> 0;
  return PALETTE[h % PALETTE.length];
}
function initials(name) {
  const words = name.replace(/\b(Dr|Mr|Mrs|Ms|Prof)\.?\s+/gi, "").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.length > 1 ? words[0][0] + words[words.length - 1][0] : (words[0] ?? "?").slice(0, 2);
  return letters.toUpperCase();
}
var svg = (size, body, label) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
var text = (x, y, size, content, fill = "#fff") => `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="central" font-family="Helvetica, Arial, sans-serif" font-size="${size}" font-weight="700" fill="${fill}">${escapeXml(content)}</text>`;
function avatarSvg(name) {
  return svg(96, `<circle cx="48" cy="48" r="48" fill="${colourFor(name)}"/>${text(48, 50, 36, initials(name))}`, name);
}
function facilitySvg(name) {
  const c = colourFor(name);
  return svg(
    128,
    `<rect width="128" height="128" rx="20" fill="${c}"/><path d="M52 22h24v22h22v24H76v22H52V68H30V44h22z" fill="#fff" opacity="0.9"/>${text(64, 108, 18, initials(name))}`,
    name
  );
}
function labLogoSvg(name) {
  const c = colourFor(name);
  return svg(
    128,
    `<rect width="128" height="128" rx="24" fill="#f1f8fb"/><path d="M54 18h20v6h-4v26l24 40a8 8 0 0 1-7 12H41a8 8 0 0 1-7-12l24-40V24h-4z" fill="${c}"/>${text(64, 84, 22, initials(name))}`,
    name
  );
}
function specialitySvg(name) {
  const c = colourFor(name);
  return svg(
    120,
    `<circle cx="60" cy="60" r="58" fill="${c}" opacity="0.12"/><circle cx="60" cy="60" r="40" fill="${c}"/><path d="M44 40v14a16 16 0 0 0 32 0V40" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>${text(60, 84, 20, name.slice(0, 1).toUpperCase())}`,
    name
  );
}

// src/modules/media/specialities.ts
var SPECIALITIES = [
  "General Physician",
  "Cardiologist",
  "Dermatologist",
  "Gynecologist",
  "Pediatrician",
  "Neurologist",
  "Orthopedic Surgeon",
  "ENT Specialist",
  "Psychiatrist",
  "Urologist",
  "Dentist",
  "Eye Specialist",
  "Gastroenterologist",
  "Pulmonologist",
  "Endocrinologist",
  "Nephrologist",
  "Oncologist",
  "Diabetologist",
  // The rest of the portal's speciality list (packages/web/src/content/specialities.ts), so its
  // search tiles never request missing artwork.
  "Psychologist",
  "Hepatologist",
  "Rheumatologist",
  "Hematologist",
  "Nutritionist",
  "General Surgeon",
  "Physiotherapist"
];
function findSpeciality(name) {
  const wanted = name.trim().toLowerCase();
  return SPECIALITIES.find((s) => s.toLowerCase() === wanted);
}

// src/modules/media/routes.ts
var image = (svg2) => ({ status: 200, svg: svg2 });
var mediaHandlers = {
  getPatientImage: ({ query, ctx }) => {
    const patient = ctx.store.data.patients.find((p) => p.id === Number(query.id));
    if (!patient) throw notFound(`No patient with id ${query.id}`);
    if (!patient.has_photo) throw notFound(`Patient ${patient.id} has no photo`);
    return image(avatarSvg(patient.name));
  },
  getDoctorImage: ({ query, ctx }) => {
    const doctor = ctx.store.data.doctors.find((d) => d.pmdc === query.pmdc);
    if (!doctor) throw notFound(`No doctor with PMDC number ${query.pmdc}`);
    if (!doctor.has_photo) throw notFound(`Doctor ${doctor.pmdc} has no photo`);
    return image(avatarSvg(doctor.name));
  },
  getClinicImage: ({ query, ctx }) => {
    const facility = ctx.store.data.facilities.find((f) => f.id === Number(query.id));
    if (!facility) throw notFound(`No clinic with id ${query.id}`);
    if (!facility.has_image) throw notFound(`Clinic ${facility.id} has no image`);
    return image(facilitySvg(facility.name));
  },
  getLabLogo: ({ query, ctx }) => {
    const lab = ctx.store.data.labs.find((l) => l.id === Number(query.lab_id));
    if (!lab) throw notFound(`Lab ${query.lab_id} not found`);
    if (!lab.has_logo) throw notFound(`Lab ${lab.id} has no logo`);
    return image(labLogoSvg(lab.lab_name));
  },
  getSpecialityImage: ({ query }) => {
    const name = findSpeciality(query.name);
    if (!name) throw notFound(`No artwork for the speciality "${query.name.slice(0, 60)}"`);
    return image(specialitySvg(name));
  }
};

// src/modules/payments/routes.ts
var paymentReference = (n) => `PAY-${String(n).padStart(6, "0")}`;
var gatewayUrl = (paymentId) => `/__gateway/pay?payment_id=${paymentId}`;
var paymentHandlers = {
  startPayment: async ({ body, ctx, session }) => {
    const now = ctx.now();
    const payment = await ctx.store.write((data) => {
      const t = ownTimeline(data, patientIdOf(session), body.appointment_id, now);
      const problem = paymentProblem(t);
      if (problem) throw conflict(problem);
      const started2 = {
        id: paymentReference(ctx.store.nextId("payment")),
        appointment_id: t.appointment.id,
        method: body.method,
        amount: t.appointment.fee,
        status: 4 /* STARTED */,
        result_code: null,
        created_at: new Date(now).toISOString(),
        settled_at: null
      };
      commit(data, { ...t, appointment: { ...t.appointment, payment_status: 4 /* STARTED */ } });
      data.payments.push(started2);
      return started2;
    });
    return created({
      message: "Payment started",
      data: { payment: paymentJson(payment), gateway_url: gatewayUrl(payment.id) }
    });
  }
};

// src/modules/pharmacy/routes.ts
var pharmacyHandlers = {
  listPharmacySubscriptionPackages: ({ ctx }) => ok({ message: "OK", data: { packages: ctx.store.data.packages } })
};

// src/modules/staff/routes.ts
var staffHandlers = {
  staffLogin: async ({ body, ctx, req, res }) => {
    const username = body.username.toLowerCase();
    const member = await guardedSignIn(ctx, `staff:${username}`, async () => {
      const found = ctx.store.data.staff.find((s) => s.username.toLowerCase() === username);
      return await checkPassword(body.password, found?.password_hash) ? found : null;
    });
    const facility = ctx.store.data.facilities.find((f) => f.id === member.facility_id);
    const user = {
      name: member.name,
      role: "staff" /* staff */,
      user_id: String(member.id),
      clinic_id: String(member.facility_id),
      branch_id: member.branch_id,
      ...facility ? { facility_type: facility.facility_type } : {}
    };
    await signIn(req, res, ctx.store, user, ctx.now());
    return ok(sessionBody("Signed in", user));
  }
};

// src/modules/handlers.ts
var handlers = {
  ...authHandlers,
  ...clinicSignInHandlers,
  ...clinicSignupHandlers,
  ...clinicResetHandlers,
  ...clinicContactHandlers,
  ...doctorHandlers,
  ...doctorsDirectoryHandlers,
  ...staffHandlers,
  ...marketingHandlers,
  ...pharmacyHandlers,
  ...labHandlers,
  ...mediaHandlers,
  ...appointmentHandlers,
  ...paymentHandlers
};

// src/modules/payments/gateway-router.ts
import express3 from "express";

// src/modules/payments/gateway-page.ts
var TEST_OUTCOMES = [
  { code: "000", detail: "approved" },
  { code: "121", detail: "approved by the wallet" },
  { code: "124", detail: "awaiting confirmation" },
  { code: "157", detail: "awaiting the bank" },
  { code: "210", detail: "awaiting the wallet" },
  { code: "999", detail: "declined" },
  { code: "051", detail: "insufficient balance" }
];
var GROUP_TITLE = { completed: "Completed", pending: "Pending", failed: "Failed" };
function outcomeLabel(code, detail) {
  const group = GROUP_TITLE[paymentResult(code)];
  return group === "Failed" && detail ? `${group} \u2014 ${detail} (${code})` : `${group} (${code})`;
}
var METHOD_LABEL = {
  ["jazzcash" /* jazzcash */]: "JazzCash",
  ["easypaisa" /* easypaisa */]: "Easypaisa",
  ["card" /* card */]: "Debit or credit card"
};
var ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
var esc = (value) => String(value).replace(/[&<>"']/g, (c) => ESCAPES[c]);
var rupees = (amount) => `Rs. ${amount.toLocaleString("en-US")}`;
var longDate = (date) => (/* @__PURE__ */ new Date(`${date}T00:00:00Z`)).toLocaleDateString("en-GB", {
  timeZone: "UTC",
  weekday: "short",
  day: "numeric",
  month: "short",
  year: "numeric"
});
var checkoutPath = (appointmentId) => `/appointment/payment/checkout/${appointmentId}`;
var STYLE = `
:root{--ink:#14213d;--muted:#52606d;--line:#d9e2ec;--brand:#1d3557;--accent:#0b7285;--warn-bg:#fff4e5;--warn:#8a4b00;font-family:system-ui,-apple-system,"Segoe UI",Arial,sans-serif;color:var(--ink)}
body{margin:0;background:#eef2f6}
.sheet{max-width:480px;margin:24px auto;background:#fff;border:1px solid var(--line);border-radius:12px;overflow:hidden;box-shadow:0 8px 24px rgba(20,33,61,.08)}
.bar{display:flex;justify-content:space-between;align-items:center;background:var(--brand);color:#fff;padding:12px 20px}
.bar strong{font-size:18px;letter-spacing:.5px}.bar span{font-size:13px}
.test{margin:0;background:var(--warn-bg);color:var(--warn);border-bottom:1px solid #f5c27a;padding:8px 20px;font-size:13px;font-weight:600}
.pad{padding:16px 20px}h1{font-size:16px;margin:0 0 4px;color:var(--muted);font-weight:600}
.amount{font-size:32px;font-weight:700;margin:0 0 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0;font-size:14px}dt{color:var(--muted)}dd{margin:0}
fieldset{border:1px solid var(--line);border-radius:8px;margin:0 0 14px;padding:10px 12px}
legend{font-weight:600;font-size:14px;padding:0 4px}
.choice{display:flex;gap:8px;align-items:center;padding:4px 0;font-size:15px}
.choice input{width:18px;height:18px;accent-color:var(--accent)}
.field{display:flex;flex-direction:column;gap:4px;margin:0 0 12px;font-size:14px}
.field input{font:inherit;padding:9px 10px;border:1px solid #9aa5b1;border-radius:6px;width:100%;box-sizing:border-box}
.row{display:flex;gap:12px}.row .field{flex:1;min-width:0}
.test-mode{border-color:#f5c27a;background:#fffaf2}
form:has(#method-card:checked) .wallet{display:none}
form:not(:has(#method-card:checked)) .card{display:none}
button{width:100%;font:inherit;font-size:17px;font-weight:700;padding:12px;border:0;border-radius:8px;background:var(--accent);color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
.back{display:block;text-align:center;margin:14px 0 4px;color:var(--brand)}
.note{font-size:12px;color:var(--muted);margin:8px 0 0}
@media (max-width:500px){.sheet{margin:0;border-radius:0;border-width:0 0 1px}}
`;
function layout(title, body) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${esc(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="sheet">
<div class="bar"><strong>PayLink</strong><span>Secure checkout</span></div>
<p class="test" role="note">TEST MODE: a simulated gateway. No money moves.</p>
${body}
</main>
</body>
</html>`;
}
var radio = (name, id, value, label, checked) => `<label class="choice" for="${id}"><input type="radio" id="${id}" name="${name}" value="${esc(value)}"${checked ? " checked" : ""}>${esc(label)}</label>`;
function paymentPage(v) {
  const methods = Object.values(PaymentMethod).map((m) => radio("method", `method-${m}`, m, METHOD_LABEL[m], m === v.method)).join("\n");
  const outcomes = [...TEST_OUTCOMES];
  if (!outcomes.some((o) => o.code === v.outcome)) outcomes.push({ code: v.outcome, detail: "preset by QA" });
  const outcomeRadios = outcomes.map((o) => radio("code", `code-${o.code}`, o.code, outcomeLabel(o.code, o.detail), o.code === v.outcome)).join("\n");
  const when = `${longDate(v.date)}, ${formatTime12h(v.time)} (Pakistan time)`;
  return layout(
    `Pay ${rupees(v.amount)} to SehatLink`,
    `<section class="pad" aria-labelledby="summary">
<h1 id="summary">Pay SehatLink</h1>
<p class="amount">${esc(rupees(v.amount))}</p>
<dl>
<dt>Merchant</dt><dd>SehatLink</dd>
<dt>Reference</dt><dd>${esc(v.paymentId)}</dd>
<dt>Doctor</dt><dd>${esc(v.doctorName)}${v.specialities.length ? `, ${esc(v.specialities.join(", "))}` : ""}</dd>
<dt>When</dt><dd>${esc(when)}</dd>
<dt>Where</dt><dd>${esc(v.where)}</dd>
<dt>Patient</dt><dd>${esc(v.patientName)}</dd>
</dl>
<p class="note">Complete the payment within ${v.minutesLeft} minute${v.minutesLeft === 1 ? "" : "s"}, while SehatLink holds the slot.</p>
</section>
<form class="pad" method="post" action="/__gateway/pay">
<input type="hidden" name="payment_id" value="${esc(v.paymentId)}">
<fieldset><legend>Pay with</legend>
${methods}
</fieldset>
<div class="wallet">
<div class="field"><label for="wallet-number">Mobile account number</label><input id="wallet-number" name="wallet_number" inputmode="numeric" autocomplete="tel" value="${esc(v.walletNumber)}"></div>
</div>
<div class="card">
<div class="field"><label for="card-number">Card number</label><input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242"></div>
<div class="row">
<div class="field"><label for="card-expiry">Expiry (MM/YY)</label><input id="card-expiry" name="card_expiry" autocomplete="cc-exp" value="12/30"></div>
<div class="field"><label for="card-cvc">CVC</label><input id="card-cvc" name="card_cvc" inputmode="numeric" autocomplete="cc-csc" value="123"></div>
</div>
</div>
<fieldset class="test-mode"><legend>TEST MODE: choose the outcome</legend>
${outcomeRadios}
</fieldset>
<button type="submit">Pay ${esc(rupees(v.amount))}</button>
<a class="back" href="${checkoutPath(v.appointmentId)}">Cancel and return to SehatLink</a>
</form>`
  );
}
function messagePage(title, message, appointmentId) {
  const back = appointmentId === void 0 ? "" : `<a class="back" href="${checkoutPath(appointmentId)}">Return to SehatLink</a>`;
  return layout(title, `<section class="pad"><h1>${esc(title)}</h1><p>${esc(message)}</p>${back}</section>`);
}

// src/modules/payments/gateway-router.ts
var PAYMENT_ID = /^PAY-\d{6,14}$/;
var RESULT_CODE = /^[A-Za-z0-9]{1,10}$/;
var METHODS2 = Object.values(PaymentMethod);
var isMethod = (value) => value !== null && METHODS2.includes(value);
function single(source, name) {
  const value = source[name];
  return typeof value === "string" ? value : null;
}
function paymentIdFrom(source) {
  const id = single(source, "payment_id");
  if (id === null || !PAYMENT_ID.test(id)) throw badRequest("payment_id must be one payment reference like PAY-000001");
  return id;
}
function find(data, paymentId, now) {
  const t = paymentTimeline(data, paymentId, now);
  if (!t) throw notFound(`No payment ${paymentId} is waiting here. Start the payment again from SehatLink.`);
  return t;
}
function pageView(ctx, t, paymentId, now) {
  const { data } = ctx.store;
  const a = t.appointment;
  const payment = t.payments.find((p) => p.id === paymentId);
  const doctor = data.doctors.find((d) => d.pmdc === a.pmdc);
  const place = data.practice_locations.find((l) => l.id === a.location_id);
  const patient = data.patients.find((p) => p.id === a.patient_id);
  return {
    paymentId,
    appointmentId: a.id,
    amount: payment.amount,
    method: payment.method,
    doctorName: doctor?.name ?? a.pmdc,
    specialities: doctor?.profile?.specialities ?? [],
    date: a.date,
    time: a.time,
    where: a.mode === "online" /* online */ || !place ? "Online video consultation" : `In clinic: ${place.clinic_name}, ${place.branch_name}, ${place.city}`,
    patientName: patient?.name ?? "",
    walletNumber: patient?.phone ?? "",
    minutesLeft: Math.max(1, Math.ceil(((a.hold_expires_at ?? now) - now) / 6e4)),
    outcome: ctx.nextOutcome.get() ?? "000"
  };
}
function sendProblem(req, res, status, message, appointmentId) {
  res.status(status).set("Cache-Control", "no-store");
  if (req.accepts(["html", "json"]) === "json") res.json({ message });
  else
    res.type("html").send(messagePage(status === 404 ? "Payment not found" : "Payment not possible", message, appointmentId));
}
var gatewayHeaders = (_req, res, next) => {
  res.set({
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
    "Referrer-Policy": "same-origin"
  });
  next();
};
function createGatewayRouter(ctx) {
  const router = express3.Router();
  router.use(gatewayHeaders);
  router.get("/pay", (req, res) => {
    const now = ctx.now();
    const paymentId = paymentIdFrom(req.query);
    const t = find(ctx.store.data, paymentId, now);
    const problem = resultProblem(t, paymentId);
    if (problem) {
      const settled = t.payments.find((p) => p.id === paymentId)?.status !== 4 /* STARTED */;
      return sendProblem(req, res, settled ? 404 : 409, problem, t.appointment.id);
    }
    res.set("Cache-Control", "no-store").type("html").send(paymentPage(pageView(ctx, t, paymentId, now)));
  });
  router.post("/pay", express3.urlencoded({ extended: false, limit: "16kb", parameterLimit: 20 }), async (req, res) => {
    const form = req.body ?? {};
    const paymentId = paymentIdFrom(form);
    const method = single(form, "method");
    const code = single(form, "code");
    if (!isMethod(method)) throw badRequest(`method must be one of ${METHODS2.join(", ")}`);
    if (code === null || !RESULT_CODE.test(code))
      throw badRequest("code must be a result code of 1-10 letters or digits");
    const now = ctx.now();
    const appointmentId = await ctx.store.write((data) => {
      const t = find(data, paymentId, now);
      const problem = resultProblem(t, paymentId);
      if (problem) throw conflict(problem);
      const next = applyResult(t, paymentId, paymentStatusOf(code), now, code);
      const payment = next.payments.find((p) => p.id === paymentId);
      payment.method = method;
      commit(data, next);
      return next.appointment.id;
    });
    ctx.nextOutcome.used();
    ctx.stats.count("gateway_results");
    const query = new URLSearchParams({ code, reference: paymentId });
    res.redirect(303, `${checkoutPath(appointmentId)}?${query}`);
  });
  router.use(
    (req, res) => sendProblem(req, res, 404, `No gateway page at ${req.method} ${req.baseUrl}${req.path}`.slice(0, 200))
  );
  const onError = (err, req, res, _next) => {
    const answer = err instanceof ApiError ? { status: err.status, message: err.message } : toErrorAnswer(err);
    if (answer.status >= 500)
      ctx.logger.error("gateway error", { error: err instanceof Error ? err.message : String(err) });
    sendProblem(req, res, answer.status, answer.message);
  };
  router.use(onError);
  return router;
}

// src/modules/payments/next-outcome.ts
var NextOutcome = class {
  code = null;
  get() {
    return this.code;
  }
  set(code) {
    this.code = code;
  }
  /** Called when a payment result is recorded: the choice applied to that payment only. */
  used() {
    this.code = null;
  }
};

// src/modules/notify/payloads.ts
import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
var EVENT_SCHEMAS = {
  patient_connection: "PatientConnection",
  call_accept: "CallRef",
  call_decline: "CallDecline",
  call_signal: "CallSignal",
  call_hangup: "CallHangup"
};
var isClientEvent = (name) => Object.hasOwn(EVENT_SCHEMAS, name);
var CLIENT_EVENTS = Object.keys(EVENT_SCHEMAS).filter(isClientEvent);
var compiled = /* @__PURE__ */ new WeakMap();
var isPlugin = (value) => typeof value === "function";
var applyFormats = "default" in addFormats && isPlugin(addFormats.default) ? addFormats.default : addFormats;
function createPayloadValidators(document2) {
  const cached2 = compiled.get(document2);
  if (cached2) return cached2;
  let ajv = null;
  const getAjv = () => {
    if (ajv) return ajv;
    ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
    applyFormats(ajv);
    ajv.addSchema({ $id: "openapi.json", components: document2.components });
    return ajv;
  };
  const lazy = (event) => {
    let fn = null;
    return (payload) => {
      fn ??= getAjv().compile({ $ref: `openapi.json#/components/schemas/${EVENT_SCHEMAS[event]}` });
      return fn(payload);
    };
  };
  const out = {
    patient_connection: lazy("patient_connection"),
    call_accept: lazy("call_accept"),
    call_decline: lazy("call_decline"),
    call_signal: lazy("call_signal"),
    call_hangup: lazy("call_hangup")
  };
  compiled.set(document2, out);
  return out;
}

// src/modules/notify/socket-server.ts
import { Server } from "socket.io";

// src/modules/notify/middleware.ts
var EVENTS_PER_WINDOW = 200;
var WINDOW_MS = 1e4;
function refuse(socket, ctx, event, message) {
  ctx.stats.count("socket_events_refused");
  socket.emit("notify_error", { event, message });
}
var floodControl = (socket, { ctx }) => (_packet, next) => {
  const now = Date.now();
  const window = socket.data.events;
  if (now - window.windowStart > WINDOW_MS) {
    window.windowStart = now;
    window.count = 0;
  }
  if (++window.count <= EVENTS_PER_WINDOW) return next();
  ctx.stats.count("socket_flood_disconnects");
  socket.disconnect(true);
};
var validPayloads = ({ ctx, validators }) => ([event, payload], next) => {
  let valid = false;
  try {
    valid = isClientEvent(event) && validators[event](payload);
  } catch (error) {
    ctx.logger.error("socket payload check failed", { event: String(event).slice(0, 60), error: String(error) });
  }
  if (!valid) return ctx.stats.malformedEvent(String(event));
  ctx.stats.count(`socket_event_${event}`);
  next();
};
var signedInPatient = (socket, { ctx }) => ([event], next) => {
  if (socket.data.patientId) return next();
  refuse(socket, ctx, event, "Sign in as a patient to receive calls.");
};

// src/modules/notify/rooms.ts
var patientRoom = (id) => `patient:${id}`;
var sessionRoom = (hash) => `session:${hash}`;

// src/modules/notify/events.ts
function eventHandlers(socket, patientId, deps) {
  const { ctx, calls } = deps;
  const run = (event, action) => {
    try {
      const result = action();
      if (!result.ok) refuse(socket, ctx, event, result.message);
    } catch (error) {
      ctx.logger.error("socket event failed", { event, error: error instanceof Error ? error.message : String(error) });
    }
  };
  return {
    // Still required although the session cookie already tells the server who the patient is:
    // SPEC sections 4 and 7 have the portal emit patient_connection with patient_id once it shows
    // the patient menu, and servers built to the contract rely on it. It marks the moment the
    // portal listens for calls (the socket joins the patient's room), and an id that is not the
    // session's own is refused rather than trusted.
    patient_connection: ({ patient_id }) => run("patient_connection", () => {
      if (patient_id !== patientId) return { ok: false, message: "You can only listen for your own calls." };
      void socket.join(patientRoom(patientId));
      for (const call of calls.ringingFor(patientId)) socket.emit("receive_call", receiveCallPayload(call));
      return { ok: true };
    }),
    call_accept: ({ call_id }) => run("call_accept", () => calls.accept(call_id, patientId, socket.id)),
    call_decline: ({ call_id, reason }) => run("call_decline", () => calls.decline(call_id, patientId, socket.id, reason)),
    call_signal: ({ call_id, signal }) => run("call_signal", () => calls.signalFromPatient(call_id, patientId, socket.id, signal)),
    call_hangup: ({ call_id, reason }) => run("call_hangup", () => calls.hangup(call_id, patientId, reason ?? "hangup"))
  };
}
function attachClientEvents(socket, deps) {
  socket.use(floodControl(socket, deps));
  socket.use(validPayloads(deps));
  socket.use(signedInPatient(socket, deps));
  const patientId = socket.data.patientId;
  if (!patientId) return;
  const handlers2 = eventHandlers(socket, patientId, deps);
  for (const event of CLIENT_EVENTS) socket.on(event, handlers2[event]);
}

// src/modules/notify/socket-server.ts
function originAllowed(origin, host, allowed) {
  if (!origin) return true;
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}
function createNotifyServer(httpServer, ctx, calls, validators) {
  const io = new Server(httpServer, {
    path: NOTIFY_PATH,
    serveClient: false,
    maxHttpBufferSize: 64 * 1024,
    cors: { origin: ctx.config.corsOrigins, credentials: true },
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1e3, skipMiddlewares: false },
    allowRequest: (req, cb) => cb(null, originAllowed(req.headers.origin, req.headers.host, ctx.config.corsOrigins))
  });
  io.use((socket, next) => {
    const token = readCookies(socket.request.headers.cookie)[SESSION_COOKIE];
    const found = lookupSession(ctx.store, token, ctx.now());
    socket.data.sessionHash = found?.hash ?? null;
    socket.data.patientId = found?.user?.role === "patient" ? found.user.user_id : null;
    socket.data.events = { windowStart: Date.now(), count: 0 };
    next();
  });
  io.on("connection", (socket) => {
    ctx.stats.count("socket_connections");
    if (socket.recovered) {
      for (const room of socket.rooms) {
        if (room.startsWith("patient:") && room !== patientRoom(socket.data.patientId ?? "-")) void socket.leave(room);
        if (room.startsWith("session:") && room !== sessionRoom(socket.data.sessionHash ?? "-"))
          void socket.leave(room);
      }
    }
    if (socket.data.sessionHash) void socket.join(sessionRoom(socket.data.sessionHash));
    attachClientEvents(socket, { ctx, calls, validators });
    socket.on("disconnect", () => calls.socketGone(socket.id));
  });
  const transport = {
    ring(patientId, payload) {
      io.to(patientRoom(patientId)).emit("receive_call", payload);
      return io.of("/").adapter.rooms.get(patientRoom(patientId))?.size ?? 0;
    },
    toSocket(socketId, event, payload) {
      io.to(socketId).emit(event, payload);
    },
    toPatient(patientId, event, payload, except) {
      const target = except ? io.to(patientRoom(patientId)).except(except) : io.to(patientRoom(patientId));
      target.emit(event, payload);
    },
    isConnected: (socketId) => io.of("/").sockets.has(socketId)
  };
  calls.attach(transport);
  return {
    io,
    /** Patients with at least one socket listening (after patient_connection). */
    onlinePatients() {
      const out = [];
      for (const [room, members] of io.of("/").adapter.rooms) {
        if (room.startsWith("patient:")) out.push({ patient_id: room.slice("patient:".length), sockets: members.size });
      }
      return out.sort((a, b) => Number(a.patient_id) - Number(b.patient_id));
    },
    endSessionSockets(sessionHash) {
      io.in(sessionRoom(sessionHash)).disconnectSockets(true);
    }
  };
}

// src/qa/faults.ts
var STATUS_TEXT = {
  400: "Bad request",
  401: "Not signed in",
  403: "Forbidden",
  404: "Not found",
  409: "Conflict",
  413: "Payload too large",
  429: "Too many requests",
  500: "Internal server error",
  502: "Bad gateway",
  503: "Service unavailable",
  504: "Gateway timeout"
};
var FaultRegistry = class {
  faults = /* @__PURE__ */ new Map();
  set(spec) {
    const text2 = spec.status ? STATUS_TEXT[spec.status] ?? `Error ${spec.status}` : "";
    const fault = {
      ...spec,
      remaining: spec.count,
      // Demo 409 uses the product's own wording, so the portal's message can be seen as in production.
      message: spec.status === 409 && spec.operation_id === "addDemoRequest" ? "Demo request already exist!" : `${text2} (fault injected from the QA console)`
    };
    this.faults.set(spec.operation_id, fault);
    return fault;
  }
  take(op) {
    const fault = this.faults.get(op);
    if (!fault) return null;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.delete(op);
    return fault;
  }
  list() {
    return [...this.faults.values()];
  }
  clear() {
    this.faults.clear();
  }
};

// src/qa/routes.ts
import express4 from "express";

// src/store/types.ts
var SUBMISSION_KINDS = [
  "demo",
  "helpline",
  "contact",
  "booking",
  "clinic_contact"
];

// src/store/seed/accounts.ts
var CREATED = "2026-01-15T09:00:00.000Z";
var SEED_PATIENTS = [
  { id: 1001, name: "Ali Hassan", phone: "03001234567", city: "Lahore", has_photo: true, created_at: CREATED },
  { id: 1002, name: "Fatima Noor", phone: "03124567890", city: "Karachi", has_photo: true, created_at: CREATED },
  // No photo: the portal's avatar falls back to the initial "A".
  { id: 1003, name: "Ayesha Siddiqui", phone: "03335550123", city: "Islamabad", has_photo: false, created_at: CREATED },
  { id: 1004, name: "Usman Tariq", phone: "03017654321", city: "Peshawar", has_photo: true, created_at: CREATED }
];
var SEED_DOCTORS = [
  {
    id: 2001,
    name: "Dr. Imran Qureshi",
    pmdc: "12345-P",
    phone: "03004445566",
    email: "imran.qureshi@sehatlink.pk",
    speciality: "Cardiologist",
    city: "Lahore",
    has_photo: true,
    created_at: CREATED,
    password_hash: "scrypt$16384$8$1$ZhEXiIwGXOmgMa_NovM_Yg$1RJjguUb2s17cpbpPnYsCGNjJVJ483_Gyr2UUd-VMX0"
  },
  {
    id: 2002,
    name: "Dr. Ayesha Rehman",
    pmdc: "54321-P",
    phone: "03214445566",
    email: "ayesha.rehman@sehatlink.pk",
    speciality: "Gynecologist",
    city: "Karachi",
    has_photo: false,
    created_at: CREATED,
    password_hash: "scrypt$16384$8$1$4wN0cZuJzSrT-vj3rR7BBQ$cvbEGGxkfPr7YxmTDM3PPbrsSGr1kJCf2TOZTe3ANVo"
  },
  // Added by a clinic and never set a password: ckeck_password_exists answers password_set false.
  {
    id: 2003,
    name: "Dr. Bilal Chaudhry",
    pmdc: "23456-D",
    phone: "03334445566",
    email: "bilal.chaudhry@sehatlink.pk",
    speciality: "Dentist",
    city: "Islamabad",
    has_photo: true,
    created_at: CREATED,
    password_hash: null
  }
];
var SEED_FACILITIES = [
  { id: 7, facility_type: 0 /* CLINIC */, name: "Shifa Family Clinic", city: "Lahore", has_image: true, created_at: CREATED },
  // No image: the portal shows its default clinic illustration.
  { id: 8, facility_type: 0 /* CLINIC */, name: "Hayat Medical Centre", city: "Karachi", has_image: false, created_at: CREATED },
  { id: 9, facility_type: 1 /* HOSPITAL */, name: "Rehmat Memorial Hospital", city: "Rawalpindi", has_image: true, created_at: CREATED },
  { id: 10, facility_type: 2 /* PHARMACY */, name: "Green Cross Pharmacy", city: "Faisalabad", has_image: true, created_at: CREATED }
];
var SEED_BRANCHES = [
  { id: 11, facility_id: 7, name: "Shifa Family Clinic - Gulberg", code: "SFC-GLB", city: "Lahore" },
  { id: 12, facility_id: 7, name: "Shifa Family Clinic - DHA", code: "SFC-DHA", city: "Lahore" },
  { id: 13, facility_id: 8, name: "Hayat Medical Centre - Clifton", code: "HMC-CLF", city: "Karachi" },
  { id: 14, facility_id: 9, name: "Rehmat Memorial Hospital - Satellite Town", code: "RMH-STN", city: "Rawalpindi" },
  { id: 15, facility_id: 9, name: "Rehmat Memorial Hospital - I-8 Markaz", code: "RMH-I8", city: "Islamabad" },
  { id: 16, facility_id: 10, name: "Green Cross Pharmacy - D Ground", code: "GCP-DGR", city: "Faisalabad" }
];
var SEED_OWNERS = [
  {
    id: 3001,
    name: "Tariq Mehmood",
    email: "owner@shifaclinic.pk",
    phone: "03005556677",
    facility_id: 7,
    password_hash: "scrypt$16384$8$1$BJbw44UmEJ5C_QV7aWxcug$TOMeT8w-DViLMljgtATVKTmVM2o-R5bGYYMNbuDiSXo"
  },
  {
    id: 3002,
    name: "Nadia Hussain",
    email: "nadia@hayatmedical.pk",
    phone: "03215556677",
    facility_id: 8,
    password_hash: "scrypt$16384$8$1$odkhn_YdGM6-rAn8FrGIXA$uqHpsed1Q5hWVyrv2QsArvrl7Xoc0ZwtL6ifmcBVm5c"
  },
  {
    id: 3003,
    name: "Dr. Farooq Ahmed",
    email: "admin@rehmathospital.pk",
    phone: "03335556677",
    facility_id: 9,
    password_hash: "scrypt$16384$8$1$ZxInEE92JFJK808CCddTKg$ipMT8Xki0lERLfUc5uxufB2V24C8VjPJV7aBnTaUdTM"
  },
  {
    id: 3004,
    name: "Saima Aslam",
    email: "saima@greencrosspharmacy.pk",
    phone: "03455556677",
    facility_id: 10,
    password_hash: "scrypt$16384$8$1$zdKw_ftCgKHZPB6mSXq-9Q$h7drgift3HTEpXWq9-K4u-y7nEya-sQWzqZryuwrTKU"
  }
];
var SEED_STAFF = [
  {
    id: 4001,
    username: "reception.gulberg",
    name: "Zainab Ali",
    facility_id: 7,
    branch_id: 11,
    password_hash: "scrypt$16384$8$1$wVkYhttSiRmBGEdFI0b93w$11K6TlEo3Znp5Q6wbrvFNjEEfAnBBTokwfgSslRCjOQ"
  },
  {
    id: 4002,
    username: "counter.dground",
    name: "Hamza Iqbal",
    facility_id: 10,
    branch_id: 16,
    password_hash: "scrypt$16384$8$1$oG67YQq5K06noiIgqTLmXA$CeIRp98areZtBqvG-FsDCdSB2MtOT2fAWbjw8MTWcUU"
  }
];
var SEEDED_ACCOUNTS = [
  { role: "patient", audience: "patient", name: "Ali Hassan", sign_in_page: "/patient/login", identifier: "03001234567", password: null, notes: "patient_id 1001; code from GET /__qa/otp" },
  { role: "patient", audience: "patient", name: "Fatima Noor", sign_in_page: "/patient/login", identifier: "03124567890", password: null, notes: "patient_id 1002" },
  { role: "patient", audience: "patient", name: "Ayesha Siddiqui", sign_in_page: "/patient/login", identifier: "03335550123", password: null, notes: 'patient_id 1003; no photo (avatar falls back to "A")' },
  { role: "patient", audience: "patient", name: "Usman Tariq", sign_in_page: "/patient/login", identifier: "03017654321", password: null, notes: "patient_id 1004" },
  { role: "doctor", audience: "doctor", name: "Dr. Imran Qureshi", sign_in_page: "/doctor/login", identifier: "12345-P", password: "Doctor@123", notes: "Cardiologist, Lahore" },
  { role: "doctor", audience: "doctor", name: "Dr. Ayesha Rehman", sign_in_page: "/doctor/login", identifier: "54321-P", password: "Doctor@123", notes: "Gynecologist, Karachi; no photo" },
  { role: "doctor", audience: "doctor", name: "Dr. Bilal Chaudhry", sign_in_page: "/doctor/login", identifier: "23456-D", password: null, notes: "no password set yet: use Forgot password (code to 03334445566)" },
  { role: "clinic_owner", audience: "clinic", name: "Tariq Mehmood", sign_in_page: "/clinic-management-system/login", identifier: "owner@shifaclinic.pk", password: "Clinic@123", notes: "Shifa Family Clinic (clinic_id 7), two branches: 11 SFC-GLB, 12 SFC-DHA" },
  { role: "clinic_owner", audience: "clinic", name: "Nadia Hussain", sign_in_page: "/clinic-management-system/login", identifier: "nadia@hayatmedical.pk", password: "Clinic@123", notes: "Hayat Medical Centre (clinic_id 8), one branch 13; no clinic image" },
  { role: "clinic_owner", audience: "hospital", name: "Dr. Farooq Ahmed", sign_in_page: "/hospital/login", identifier: "admin@rehmathospital.pk", password: "Hospital@123", notes: "Rehmat Memorial Hospital (clinic_id 9, facility_type 1), branches 14 and 15" },
  { role: "clinic_owner", audience: "pharmacy", name: "Saima Aslam", sign_in_page: "/pms/login", identifier: "saima@greencrosspharmacy.pk", password: "Pharmacy@123", notes: "Green Cross Pharmacy (clinic_id 10, facility_type 2), one branch 16" },
  { role: "staff", audience: "staff", name: "Zainab Ali", sign_in_page: "/staff/login", identifier: "reception.gulberg", password: "Staff@123", notes: "Shifa Family Clinic, branch 11" },
  { role: "staff", audience: "staff", name: "Hamza Iqbal", sign_in_page: "/staff/login", identifier: "counter.dground", password: "Staff@123", notes: "Green Cross Pharmacy, branch 16" }
];

// src/qa/accounts.ts
function smsPhoneOf(account) {
  if (account.role === "patient") return account.identifier;
  if (account.role === "doctor") return SEED_DOCTORS.find((d) => d.pmdc === account.identifier)?.phone ?? null;
  if (account.role === "clinic_owner") return SEED_OWNERS.find((o) => o.email === account.identifier)?.phone ?? null;
  return null;
}
var qaAccounts = () => SEEDED_ACCOUNTS.map((a) => ({ ...a, sms_phone: smsPhoneOf(a) }));

// src/qa/call-appointment.ts
function callAppointment(data, patientId, appointmentId, now) {
  const own = appointmentsOf(data, patientId).filter((a) => a.mode === "online");
  if (appointmentId !== void 0) {
    const named = own.find((a) => a.id === appointmentId);
    if (!named) throw notFound(`Patient ${patientId} has no online appointment ${appointmentId}`);
    return named;
  }
  const confirmed = own.filter((a) => a.status === "confirmed").map((a) => ({ a, starts: pakistanInstant(a.date, a.time) })).sort((x, y) => x.starts - y.starts);
  return (confirmed.find((c) => c.starts >= now) ?? confirmed.at(-1))?.a;
}

// src/qa/bookings.ts
var QA_SETTLE_CODE = "000";
var QA_FAIL_CODE = "999";
function qaAppointment(data, t, now) {
  return {
    ...appointmentJson(data, t, now),
    patient_id: t.appointment.patient_id,
    payments: t.payments.map(paymentJson)
  };
}
function clockBody(ctx) {
  const now = ctx.now();
  return {
    now: new Date(now).toISOString(),
    offset_minutes: Math.round(ctx.clock.offset / 6e4),
    pakistan_date: pakistanDate(now),
    pakistan_time: pakistanTime(now)
  };
}
function registerBookingQa(router, ctx) {
  router.get("/appointments", (req, res) => {
    const now = ctx.now();
    const { data } = ctx.store;
    const patient = req.query.patient_id === void 0 ? null : Number(req.query.patient_id);
    const appointments = data.appointments.filter((a) => patient === null || a.patient_id === patient).map((a) => qaAppointment(data, currentTimeline(data, a, now), now)).reverse();
    res.json({ appointments });
  });
  router.post("/appointments/:id/cancel", async (req, res) => {
    const id = Number(req.params.id);
    const now = ctx.now();
    const appointment = await ctx.store.write((data) => {
      const a = appointmentById(data, id);
      if (!a) throw notFound(`No appointment ${id}`);
      const t = currentTimeline(data, a, now);
      const problem = cancelProblem(t, now);
      if (problem) throw conflict(problem);
      const next = cancel(t, now);
      commit(data, next);
      return qaAppointment(data, next, now);
    });
    res.json({ appointment });
  });
  const decide = (outcome) => async (req, res) => {
    const id = String(req.params.id);
    const now = ctx.now();
    const appointment = await ctx.store.write((data) => {
      const t = paymentTimeline(data, id, now);
      if (!t) throw notFound(`No payment ${id}`);
      const problem = decisionProblem(t, id);
      if (problem) throw conflict(problem);
      const payment = t.payments.find((p) => p.id === id);
      const code = payment?.status === 1 /* PENDING */ && payment.result_code ? payment.result_code : outcome === 0 /* SUCCESS */ ? QA_SETTLE_CODE : QA_FAIL_CODE;
      const next = applyResult(t, id, outcome, now, code);
      commit(data, next);
      return qaAppointment(data, next, now);
    });
    ctx.stats.count(outcome === 0 /* SUCCESS */ ? "qa_payments_settled" : "qa_payments_failed");
    res.json({ appointment });
  };
  router.post("/payments/:id/settle", decide(0 /* SUCCESS */));
  router.post("/payments/:id/fail", decide(2 /* FAILURE */));
  router.get("/payments/next-outcome", (_req, res) => {
    res.json({ code: ctx.nextOutcome.get() });
  });
  router.put("/payments/next-outcome", (req, res) => {
    const { code } = req.body;
    ctx.nextOutcome.set(code);
    res.json({ code: ctx.nextOutcome.get() });
  });
  router.get("/clock", (_req, res) => {
    res.json(clockBody(ctx));
  });
  router.post("/clock", (req, res) => {
    const { minutes: minutes2 } = req.body;
    ctx.clock.advance(minutes2 * 6e4);
    res.json(clockBody(ctx));
  });
}

// src/qa/console-page.ts
import { readFileSync as readFileSync2 } from "node:fs";
var page2 = null;
function consolePage() {
  if (page2) return page2;
  const template = readFileSync2(new URL("./console.html", import.meta.url), "utf8");
  const operations = loadContract().routes.map((r) => r.operationId).sort();
  page2 = template.replace("/*OPERATIONS*/[]", JSON.stringify(operations).replace(/</g, "\\u003c"));
  return page2;
}

// src/qa/routes.ts
var ID_SEGMENT = /\/(?:[0-9a-f-]{36}|\d{1,12}|PAY-\d{6,14})(?=\/|$)/gi;
var qaDocument = null;
function loadQaDocument() {
  qaDocument ??= loadDocument(QA_OPENAPI_FILE);
  return qaDocument;
}
function createQaRouter({ ctx, contract, onlinePatients, reset }) {
  const router = express4.Router();
  const qaContract = indexRoutes(loadQaDocument());
  router.use((req, res, next) => {
    const route = qaContract.byMethodPath.get(
      `${req.method === "HEAD" ? "GET" : req.method} ${req.originalUrl.split("?")[0].replace(ID_SEGMENT, "/{id}")}`
    );
    if (route) res.locals.qaOp = route.operationId;
    next();
  });
  router.use(express4.json({ limit: "64kb" }));
  router.use(...contractValidator(loadQaDocument(), ctx.config.validateResponses));
  router.get("/", (_req, res) => {
    res.set("Cache-Control", "no-store").type("html").send(consolePage());
  });
  router.get("/accounts", (_req, res) => {
    res.json({ accounts: qaAccounts() });
  });
  router.get("/otp", (req, res) => {
    const phone = String(req.query.phone);
    const last = ctx.otp.last(phone);
    if (!last) throw notFound(`No code has been sent to ${phone}`);
    res.json({ phone: normalizePhone(phone), ...last });
  });
  router.get("/patients/online", (_req, res) => {
    const patients = onlinePatients().map((p) => ({
      ...p,
      name: ctx.store.data.patients.find((x) => String(x.id) === p.patient_id)?.name ?? null
    }));
    res.json({ patients });
  });
  router.post("/calls", (req, res) => {
    const body = req.body;
    if (!ctx.store.data.patients.some((p) => String(p.id) === body.patient_id))
      throw notFound(`Patient ${body.patient_id} not found`);
    const appointment = callAppointment(ctx.store.data, Number(body.patient_id), body.appointment_id, ctx.now());
    const pmdc = body.doctor_pmdc ?? appointment?.pmdc;
    const doctor = pmdc ? ctx.store.data.doctors.find((d) => d.pmdc === pmdc) : ctx.store.data.doctors.find((d) => d.name === body.doctor_name);
    const { call, delivered_to } = ctx.calls.start({
      ...body,
      appointment_id: body.appointment_id ?? appointment?.id,
      doctor_name: body.doctor_name ?? doctor?.name,
      doctor_pmdc: pmdc ?? doctor?.pmdc
    });
    ctx.stats.count("qa_calls");
    res.status(202).json({ call_id: call.call_id, delivered_to });
  });
  router.get("/calls/:id", (req, res) => {
    const call = ctx.calls.get(String(req.params.id));
    if (!call) throw notFound(`No call with id ${req.params.id}`);
    const { accepted_socket: _s, ...shown } = call;
    res.json(shown);
  });
  router.get("/submissions", (req, res) => {
    const all = ctx.store.data.submissions;
    const kinds = SUBMISSION_KINDS.filter((kind) => req.query.kind === void 0 || kind === req.query.kind);
    res.json({ submissions: Object.fromEntries(kinds.map((k) => [k, [...all[k]].reverse()])) });
  });
  router.get("/faults", (_req, res) => {
    res.json({ faults: ctx.faults.list() });
  });
  router.put("/faults", (req, res) => {
    const body = req.body;
    const route = contract.byOperationId.get(body.operation_id);
    if (!route) throw badRequest(`Unknown operation_id "${body.operation_id.slice(0, 60)}"; see openapi.yaml`);
    if (body.status === void 0 && !body.delay_ms) throw badRequest("Give a status, a delay_ms, or both");
    ctx.faults.set({
      operation_id: route.operationId,
      status: body.status,
      delay_ms: body.delay_ms,
      count: body.count ?? 1
    });
    res.json({ faults: ctx.faults.list() });
  });
  router.delete("/faults", (_req, res) => {
    ctx.faults.clear();
    res.json({ faults: [] });
  });
  router.get("/stats", (_req, res) => {
    res.json({ ...ctx.stats.snapshot(), online_patients: onlinePatients().length, calls: ctx.calls.list().length });
  });
  registerBookingQa(router, ctx);
  router.post("/reset", async (_req, res) => {
    await reset();
    res.json({ message: "Back to the seed" });
  });
  return router;
}

// src/qa/stats.ts
var Stats = class {
  started_at = (/* @__PURE__ */ new Date()).toISOString();
  counters = /* @__PURE__ */ new Map();
  byOperation = /* @__PURE__ */ new Map();
  byStatus = /* @__PURE__ */ new Map();
  malformed = /* @__PURE__ */ new Map();
  count(name, by = 1) {
    this.counters.set(name, (this.counters.get(name) ?? 0) + by);
  }
  request(op, status) {
    this.count("requests");
    if (op) this.byOperation.set(op, (this.byOperation.get(op) ?? 0) + 1);
    const key = String(status);
    this.byStatus.set(key, (this.byStatus.get(key) ?? 0) + 1);
  }
  /** A socket event that failed its schema (or is unknown): ignored, counted. */
  malformedEvent(event) {
    this.count("malformed_socket_events");
    const key = event.slice(0, 60);
    this.malformed.set(key, (this.malformed.get(key) ?? 0) + 1);
  }
  get(name) {
    return this.counters.get(name) ?? 0;
  }
  snapshot() {
    return {
      started_at: this.started_at,
      uptime_seconds: Math.round(process.uptime()),
      counters: Object.fromEntries(this.counters),
      requests_by_operation: Object.fromEntries(this.byOperation),
      responses_by_status: Object.fromEntries(this.byStatus),
      malformed_socket_events_by_event: Object.fromEntries(this.malformed)
    };
  }
  clear() {
    this.counters.clear();
    this.byOperation.clear();
    this.byStatus.clear();
    this.malformed.clear();
  }
};

// src/store/store.ts
import { randomBytes as randomBytes4 } from "node:crypto";

// src/store/disk.ts
import { closeSync as closeSync2, fdatasync, fsyncSync as fsyncSync2, ftruncate, ftruncateSync, openSync as openSync2, write } from "node:fs";
import { promisify } from "node:util";

// src/store/persistence.ts
import {
  closeSync,
  copyFileSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readFileSync as readFileSync3,
  renameSync,
  statSync,
  writeSync
} from "node:fs";
import { open, rename } from "node:fs/promises";
import { dirname as dirname2 } from "node:path";
var FILE_VERSION = 2;
var READABLE_VERSIONS = [1, 2];
var journalPathOf = (dataFile) => `${dataFile}.journal.jsonl`;
var ARRAY_KEYS = [
  "patients",
  "doctors",
  "facilities",
  "owners",
  "branches",
  "staff",
  "labs",
  "lab_branches",
  "lab_categories",
  "packages"
];
function checkDataFile(value) {
  if (!isObject2(value)) return "not a JSON object";
  if (!READABLE_VERSIONS.includes(value.version))
    return `unsupported version ${JSON.stringify(value.version)} (expected ${READABLE_VERSIONS.join(" or ")})`;
  if (value.seq !== void 0 && !Number.isSafeInteger(value.seq)) return "seq is not a whole number";
  if (typeof value.secret !== "string" || value.secret.length < 32) return "missing or short secret";
  const data = value.data;
  if (!isObject2(data)) return "missing data";
  for (const key of ARRAY_KEYS) {
    const list = data[key];
    if (!Array.isArray(list)) return `data.${key} is not a list`;
    const bad = list.findIndex((item) => !isRecord(item, key !== "packages"));
    if (bad >= 0) return `data.${key}[${bad}] is not a record${key === "packages" ? "" : " with an id"}`;
  }
  const subs = data.submissions;
  if (!isObject2(subs)) return "data.submissions is missing";
  for (const key of SUBMISSION_KINDS) if (!Array.isArray(subs[key])) return `data.submissions.${key} is not a list`;
  if (!isObject2(data.sessions)) return "data.sessions is missing";
  if (!isObject2(data.next_ids)) return "data.next_ids is missing";
  return null;
}
var isObject2 = (value) => typeof value === "object" && value !== null;
var isRecord = (item, withId) => isObject2(item) && !Array.isArray(item) && (!withId || ["number", "string"].includes(typeof item.id));
var isDataFile = (value) => checkDataFile(value) === null;
var DataFileError = class extends Error {
};
function prepareDataFilePath(path) {
  if (existsSync(path) && statSync(path).isDirectory())
    throw new DataFileError(`--data ${path} is a directory; give a file name, e.g. ${path}/mock-data.json`);
  try {
    mkdirSync(dirname2(path), { recursive: true });
  } catch (error) {
    throw new DataFileError(`cannot create the folder of the data file ${path}: ${errorMessage(error)}`);
  }
}
function loadDataFile(path) {
  if (!existsSync(path)) return { status: "missing" };
  let parsed2;
  try {
    parsed2 = JSON.parse(readFileSync3(path, "utf8"));
  } catch (error) {
    return { status: "corrupt", reason: `not valid JSON (${errorMessage(error)})` };
  }
  if (isDataFile(parsed2)) return { status: "loaded", file: parsed2 };
  return { status: "corrupt", reason: checkDataFile(parsed2) ?? "not a data file" };
}
function quarantine(path, now = /* @__PURE__ */ new Date()) {
  const aside = `${path}.corrupt-${now.toISOString().replace(/[:.]/g, "-")}`;
  renameSync(path, aside);
  return aside;
}
function keepCopy(path, now = /* @__PURE__ */ new Date()) {
  const aside = `${path}.corrupt-${now.toISOString().replace(/[:.]/g, "-")}`;
  copyFileSync(path, aside);
  return aside;
}
var tmpCounter = 0;
var tmpName = (path) => `${path}.tmp-${process.pid}-${++tmpCounter}`;
async function writeFileAtomic(path, content) {
  const tmp = tmpName(path);
  const handle = await open(tmp, "w", 384);
  try {
    await handle.writeFile(content, "utf8");
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, path);
  await syncDirectory(dirname2(path));
}
function writeFileAtomicSync(path, content) {
  const tmp = tmpName(path);
  const fd = openSync(tmp, "w", 384);
  try {
    writeSync(fd, content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(tmp, path);
  syncDirectorySync(dirname2(path));
}
function syncDirectorySync(dir) {
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
  }
}
async function syncDirectory(dir) {
  try {
    const handle = await open(dir, "r");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
  }
}

// src/store/disk.ts
var writeAsync = promisify(write);
var datasync = promisify(fdatasync);
var truncate = promisify(ftruncate);
var MIN_JOURNAL_BYTES = 1024 * 1024;
function openDisk({ file, snapshot, minJournalBytes = MIN_JOURNAL_BYTES }) {
  const journal = journalPathOf(file);
  const fd = openSync2(journal, "a", 384);
  const first = snapshot();
  writeFileAtomicSync(file, first);
  ftruncateSync(fd, 0);
  fsyncSync2(fd);
  const stats = { journalBytes: 0, snapshotBytes: Buffer.byteLength(first), compactions: 0 };
  let queued = [];
  let waiting = [];
  let snapshotWaiting = [];
  let running = false;
  let idle = Promise.resolve();
  let closed = false;
  async function writeSnapshot() {
    const text2 = snapshot();
    await writeFileAtomic(file, text2);
    await truncate(fd, 0);
    await datasync(fd);
    stats.journalBytes = 0;
    stats.snapshotBytes = Buffer.byteLength(text2);
    stats.compactions += 1;
  }
  async function appendNow(text2) {
    const buffer = Buffer.from(text2);
    try {
      let done = 0;
      while (done < buffer.length) done += (await writeAsync(fd, buffer, done, buffer.length - done)).bytesWritten;
      await datasync(fd);
      stats.journalBytes += buffer.length;
    } catch (error) {
      await truncate(fd, stats.journalBytes).catch(() => {
      });
      throw error;
    }
  }
  async function run() {
    try {
      while (queued.length || snapshotWaiting.length) await flushOnce();
    } finally {
      running = false;
    }
  }
  async function flushOnce() {
    const lines = queued.join("");
    const batch = waiting;
    const snapshotBatch = snapshotWaiting;
    queued = [];
    waiting = [];
    snapshotWaiting = [];
    try {
      if (lines) await appendNow(lines);
      settle(batch);
    } catch (error) {
      settle(batch, error);
    }
    try {
      const due = stats.journalBytes > Math.max(stats.snapshotBytes, minJournalBytes);
      if (snapshotBatch.length || due) await writeSnapshot();
      settle(snapshotBatch);
    } catch (error) {
      settle(snapshotBatch, error);
    }
  }
  function enqueue(into) {
    if (closed) return Promise.reject(new Error("the data file is closed"));
    const done = new Promise((resolve, reject) => into.push({ resolve, reject }));
    if (!running) {
      running = true;
      idle = run();
    }
    return done;
  }
  return {
    stats,
    append(lines) {
      queued.push(lines);
      return enqueue(waiting);
    },
    compact: () => enqueue(snapshotWaiting),
    async close() {
      closed = true;
      await idle;
      closeSync2(fd);
    }
  };
}
function settle(waiters, error) {
  for (const w of waiters) {
    if (error === void 0) w.resolve();
    else w.reject(error);
  }
}

// src/store/journal.ts
function opsFor(root, dirty) {
  const ops = [];
  for (const path of dirty) {
    const parent = parentOf(root, path);
    if (!parent) continue;
    const key = path[path.length - 1];
    const value = valueAt(parent, [key]);
    if (value === void 0 || !(String(key) in parent)) ops.push({ del: path });
    else ops.push({ put: path, value });
  }
  return ops;
}
var journalLine = (entry) => `${JSON.stringify(entry)}
`;
var isObject3 = (value) => typeof value === "object" && value !== null;
var isPath = (value) => Array.isArray(value) && value.length > 0 && value.every((k) => (typeof k === "string" || typeof k === "number") && isSafeKey(k));
function asEntry(value) {
  if (!isObject3(value) || !Number.isSafeInteger(value.seq) || !Array.isArray(value.ops)) return null;
  const ops = value.ops;
  const valid = ops.every(
    (op) => isObject3(op) && (isPath(op.put) && "value" in op || isPath(op.del) && !("put" in op))
  );
  return valid ? { seq: value.seq, at: String(value.at ?? ""), ops } : null;
}
function parseJournal(text2) {
  const lines = text2.split("\n");
  const last = lines.pop() ?? "";
  const entries = [];
  for (const [i, line] of lines.entries()) {
    if (line.trim() === "") continue;
    let parsed2;
    try {
      parsed2 = JSON.parse(line);
    } catch {
      return { entries, torn: false, bad: { line: i + 1, reason: "not valid JSON" } };
    }
    const entry = asEntry(parsed2);
    if (!entry) return { entries, torn: false, bad: { line: i + 1, reason: "not a journal entry" } };
    entries.push(entry);
  }
  return { entries, torn: last.trim() !== "", bad: null };
}
function applyOps(root, ops) {
  for (const op of ops) {
    const path = "put" in op ? op.put : op.del;
    const parent = parentOf(root, path);
    if (!parent) throw new Error(`no place for ${JSON.stringify(path)}`);
    const key = path[path.length - 1];
    if ("put" in op) parent[key] = op.value;
    else delete parent[key];
  }
}

// src/store/load.ts
import { existsSync as existsSync2, readFileSync as readFileSync4 } from "node:fs";

// src/store/seed/directory/entry.ts
var { male, female } = Gender;
var { Urdu, English, Punjabi, Sindhi, Pashto, Balochi, Saraiki } = Language;
var EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
var MON_SAT = [1, 2, 3, 4, 5, 6];
var MON_FRI = [1, 2, 3, 4, 5];
var MON_THU = [1, 2, 3, 4];
var MON_WED_FRI = [1, 3, 5];
var TUE_THU_SAT = [2, 4, 6];
var TUE_THU = [2, 4];
var MON_WED = [1, 3];
var SUN = [0];
var SAT = [6];
var time = (hhmm) => `${hhmm}:00`;
var online = (weekdays, start, end, slot_minutes) => ({
  mode: "online" /* online */,
  location_id: null,
  weekdays,
  start_time: time(start),
  end_time: time(end),
  slot_minutes
});
var clinic = (location_id, weekdays, start, end, slot_minutes) => ({
  mode: "clinic" /* clinic */,
  location_id,
  weekdays,
  start_time: time(start),
  end_time: time(end),
  slot_minutes
});

// src/store/seed/directory/doctors-north.ts
var NORTH_DOCTORS = [
  {
    id: 2028,
    pmdc: "35248-P",
    name: "Dr. Ahmed Raza Kazmi",
    gender: male,
    city: "Islamabad",
    specialities: ["General Physician"],
    qualifications: ["MBBS", "FCPS (Medicine)"],
    experience_years: 14,
    languages: [Urdu, English, Punjabi],
    fee_online: 1200,
    fee_clinic: 1500,
    has_photo: true,
    reviews: 9,
    schedule: [clinic(514, MON_SAT, "09:00", "13:00", 15), clinic(505, SUN, "10:00", "13:00", 15), online(EVERY_DAY, "18:00", "22:00", 20)],
    about: "Physician for adults: fever, infections, diabetes, blood pressure and cholesterol. In F-7 six days a week, at Rehmat Memorial Hospital I-8 on Sundays, and online every evening."
  },
  {
    id: 2029,
    pmdc: "46071-P",
    name: "Dr. Amna Tariq",
    gender: female,
    city: "Islamabad",
    specialities: ["Gynecologist"],
    qualifications: ["MBBS", "FCPS (Obstetrics & Gynaecology)"],
    experience_years: 12,
    languages: [Urdu, English],
    fee_online: 2e3,
    fee_clinic: 2500,
    has_photo: true,
    reviews: 8,
    schedule: [clinic(505, MON_WED_FRI, "10:00", "13:00", 20), clinic(516, TUE_THU, "16:00", "19:00", 20), online(SAT, "18:00", "20:00", 20)],
    about: "Gynaecologist and obstetrician for antenatal care, PCOS, infertility and heavy or painful periods."
  },
  {
    id: 2030,
    pmdc: "49132-P",
    name: "Dr. Waqas Mir",
    gender: male,
    city: "Islamabad",
    specialities: ["Pulmonologist"],
    qualifications: ["MBBS", "FCPS (Pulmonology)"],
    experience_years: 10,
    languages: [Urdu, English, Punjabi],
    fee_online: 2e3,
    fee_clinic: 2500,
    has_photo: true,
    reviews: 6,
    schedule: [clinic(515, MON_THU, "17:00", "20:00", 20), online([5], "20:00", "22:00", 20)],
    about: "Chest specialist for asthma, COPD, tuberculosis, chronic cough and sleep apnoea, with lung function testing."
  },
  {
    id: 2031,
    pmdc: "53849-P",
    name: "Dr. Sidra Hashmi",
    gender: female,
    city: "Islamabad",
    specialities: ["Psychiatrist"],
    qualifications: ["MBBS", "FCPS (Psychiatry)", "MRCPsych (UK)"],
    experience_years: 15,
    languages: [Urdu, English],
    fee_online: 3e3,
    fee_clinic: 3500,
    has_photo: true,
    reviews: 7,
    schedule: [clinic(516, TUE_THU, "11:00", "14:00", 30), online([1, 3, 5, 6], "17:00", "21:00", 30)],
    about: "Psychiatrist for depression, anxiety, bipolar disorder, postnatal depression and young people's mental health."
  },
  {
    id: 2032,
    pmdc: "28407-P",
    name: "Dr. Omer Farooqi",
    gender: male,
    city: "Islamabad",
    specialities: ["Rheumatologist"],
    qualifications: ["MBBS", "FCPS (Medicine)", "FCPS (Rheumatology)"],
    experience_years: 11,
    languages: [Urdu, English],
    fee_online: 2500,
    fee_clinic: 3e3,
    has_photo: true,
    reviews: 4,
    schedule: [clinic(505, [2, 6], "16:00", "19:00", 20), online([4], "19:00", "21:00", 20)],
    about: "Rheumatologist for rheumatoid arthritis, gout, lupus, ankylosing spondylitis and long-standing joint pain."
  },
  {
    id: 2033,
    pmdc: "50716-P",
    name: "Dr. Lubna Gul",
    gender: female,
    city: "Islamabad",
    specialities: ["Pediatrician"],
    qualifications: ["MBBS", "FCPS (Paediatrics)"],
    experience_years: 7,
    languages: [Pashto, Urdu, English],
    fee_online: null,
    fee_clinic: 1800,
    has_photo: true,
    reviews: 6,
    schedule: [clinic(517, MON_SAT, "16:00", "20:00", 15)],
    about: "Paediatrician for well-baby visits, vaccinations, fever, coughs and colds, and feeding problems."
  },
  {
    id: 2034,
    pmdc: "37295-P",
    name: "Dr. Haris Khattak",
    gender: male,
    city: "Islamabad",
    specialities: ["Eye Specialist"],
    qualifications: ["MBBS", "FCPS (Ophthalmology)", "FRCS (Glasgow)"],
    experience_years: 19,
    languages: [Pashto, Urdu, English],
    fee_online: null,
    fee_clinic: 2500,
    has_photo: true,
    reviews: 5,
    schedule: [clinic(514, MON_WED_FRI, "15:00", "18:00", 15), clinic(519, SAT, "10:00", "13:00", 15)],
    about: "Eye surgeon for cataract and lens implants, glaucoma, squint and diabetic retinopathy; sees patients in Islamabad and Bahria Town."
  },
  {
    id: 2035,
    pmdc: "12983-D",
    name: "Dr. Mahnoor Awan",
    gender: female,
    city: "Islamabad",
    specialities: ["Dentist"],
    qualifications: ["BDS", "FCPS (Orthodontics)"],
    experience_years: 5,
    languages: [Urdu, English],
    fee_online: null,
    fee_clinic: 2e3,
    has_photo: true,
    reviews: 3,
    schedule: [clinic(517, MON_FRI, "10:00", "14:00", 30)],
    about: "Orthodontist and dentist: braces, clear aligners, fillings and dental check-ups for children and adults."
  },
  {
    id: 2036,
    pmdc: "44610-P",
    name: "Dr. Yasir Nawaz",
    gender: male,
    city: "Islamabad",
    specialities: ["Hematologist"],
    qualifications: ["MBBS", "FCPS (Haematology)"],
    experience_years: 9,
    languages: [Urdu, English],
    fee_online: 2e3,
    fee_clinic: 2500,
    has_photo: false,
    reviews: 0,
    schedule: [clinic(516, MON_WED, "17:00", "19:00", 20), online(TUE_THU, "19:00", "21:00", 20)],
    about: "Haematologist for anaemia, thalassaemia carriers, clotting problems and abnormal blood counts."
  },
  {
    id: 2060,
    pmdc: "108215-P",
    name: "Dr. Huma Shafiq",
    gender: female,
    city: "Islamabad",
    specialities: ["Psychologist"],
    qualifications: ["MS Clinical Psychology", "PhD Psychology"],
    experience_years: 2,
    languages: [Urdu, English],
    fee_online: 2e3,
    fee_clinic: null,
    has_photo: true,
    reviews: 3,
    schedule: [online(MON_FRI, "15:00", "19:00", 30), online(SAT, "10:00", "13:00", 30)],
    about: "Psychologist offering counselling for stress, exam anxiety, grief and parenting concerns, by video."
  },
  {
    id: 2048,
    pmdc: "33018-P",
    name: "Dr. Zahid Afridi",
    gender: male,
    city: "Peshawar",
    specialities: ["Pulmonologist"],
    qualifications: ["MBBS", "FCPS (Pulmonology)"],
    experience_years: 16,
    languages: [Pashto, Urdu, English],
    fee_online: 1500,
    fee_clinic: 2e3,
    has_photo: true,
    reviews: 6,
    schedule: [clinic(524, MON_SAT, "10:00", "13:00", 15), online(MON_WED, "19:00", "21:00", 20)],
    about: "Pulmonologist for asthma, tuberculosis, pneumonia, smoking-related lung disease and allergies of the airways."
  },
  {
    id: 2049,
    pmdc: "47752-P",
    name: "Dr. Gulalai Yousafzai",
    gender: female,
    city: "Peshawar",
    specialities: ["Gynecologist"],
    qualifications: ["MBBS", "FCPS (Obstetrics & Gynaecology)"],
    experience_years: 10,
    languages: [Pashto, Urdu, English],
    fee_online: 1500,
    fee_clinic: 2e3,
    has_photo: true,
    reviews: 5,
    schedule: [clinic(525, MON_THU, "16:00", "19:00", 20), online(SAT, "11:00", "13:00", 20)],
    about: "Gynaecologist for pregnancy care, family planning, period problems and infertility."
  },
  {
    id: 2050,
    pmdc: "25369-P",
    name: "Dr. Ihsanullah Marwat",
    gender: male,
    city: "Peshawar",
    specialities: ["Gastroenterologist"],
    qualifications: ["MBBS", "FCPS (Gastroenterology)"],
    experience_years: 23,
    languages: [Pashto, Urdu],
    fee_online: null,
    fee_clinic: 2500,
    has_photo: true,
    reviews: 4,
    schedule: [clinic(525, MON_WED_FRI, "10:00", "13:00", 20), clinic(524, SAT, "17:00", "20:00", 20)],
    about: "Gastroenterologist for ulcers, acid reflux, hepatitis, chronic diarrhoea and endoscopy."
  },
  {
    id: 2057,
    pmdc: "41946-P",
    name: "Dr. Jawad Jadoon",
    gender: male,
    city: "Abbottabad",
    specialities: ["Neurologist"],
    qualifications: ["MBBS", "FCPS (Neurology)"],
    experience_years: 12,
    languages: [Urdu, Pashto, English],
    fee_online: 2e3,
    fee_clinic: 2500,
    has_photo: true,
    reviews: 3,
    schedule: [clinic(531, MON_WED_FRI, "15:00", "18:00", 20), online(TUE_THU, "19:00", "21:00", 20)],
    about: "Neurologist for migraine, epilepsy, stroke, Parkinson disease and nerve pain."
  }
];

// src/store/seed/directory/doctors-punjab.ts
var PUNJAB_DOCTORS = [
  {
    id: 2004,
    pmdc: "41872-P",
    name: "Dr. Saad Anwar",
    gender: male,
    city: "Lahore",
    specialities: ["General Physician"],
    qualifications: ["MBBS", "MCPS (Family Medicine)"],
    experience_years: 11,
    languages: [Urdu, English, Punjabi],
    fee_online: 1e3,
    fee_clinic: 1500,
    has_photo: true,
    reviews: 9,
    schedule: [clinic(506, MON_SAT, "09:00", "13:00", 15), clinic(502, SUN, "11:00", "14:00", 15), online(EVERY_DAY, "19:00", "22:00", 20)],
    about: "Family physician for adults: fever, flu and infections, and regular diabetes and blood pressure check-ups. Sees patients in Johar Town six days a week and at DHA on Sundays, with video consultations every evening."
  },
  {
    id: 2005,
    pmdc: "38214-P",
    name: "Dr. Hina Javed",
    gender: female,
    city: "Lahore",
    specialities: ["Gynecologist"],
    qualifications: ["MBBS", "FCPS (Obstetrics & Gynaecology)", "MRCOG (UK)"],
    experience_years: 16,
    languages: [Urdu, English, Punjabi],
    fee_online: 2e3,
    fee_clinic: 2500,
    has_photo: true,
    reviews: 11,
    schedule: [clinic(502, MON_WED_FRI, "16:00", "19:00", 15), clinic(508, TUE_THU_SAT, "10:00", "13:00", 15), online(TUE_THU, "20:00", "22:00", 20)],
    about: "Consultant gynaecologist and obstetrician: antenatal care, high-risk pregnancy, PCOS and infertility work-up. Trained in Lahore and the United Kingdom."
  },
  {
    id: 2006,
    pmdc: "45190-P",
    name: "Dr. Usman Ghani",
    gender: male,
    city: "Lahore",
    specialities: ["Pediatrician"],
    qualifications: ["MBBS", "FCPS (Paediatrics)", "DCH"],
    experience_years: 9,
    languages: [Urdu, Punjabi],
    fee_online: 1200,
    fee_clinic: 1500,
    has_photo: true,
    reviews: 7,
    schedule: [clinic(507, MON_SAT, "17:00", "21:00", 15), online(SUN, "11:00", "13:00", 20)],
    about: "Child specialist for newborns to teenagers: vaccination schedules, growth and feeding, fever, diarrhoea and childhood asthma."
  },
  {
    id: 2007,
    pmdc: "52307-P",
    name: "Dr. Mehwish Iqbal",
    gender: female,
    city: "Lahore",
    specialities: ["Dermatologist"],
    qualifications: ["MBBS", "FCPS (Dermatology)"],
    experience_years: 8,
    languages: [Urdu, English],
    fee_online: 1800,
    fee_clinic: 2200,
    has_photo: true,
    reviews: 10,
    schedule: [clinic(501, [1, 3, 6], "15:00", "18:00", 20), online(TUE_THU, "18:00", "20:00", 15)],
    about: "Dermatologist treating acne and acne scars, eczema, psoriasis, hair fall and pigmentation, with simple skin routines that fit daily life."
  },
  {
    id: 2008,
    pmdc: "29765-P",
    name: "Dr. Kamran Aslam",
    gender: male,
    city: "Lahore",
    specialities: ["Orthopedic Surgeon"],
    qualifications: ["MBBS", "FCPS (Orthopaedic Surgery)", "FRCS (Edinburgh)"],
    experience_years: 22,
    languages: [Urdu, English, Punjabi],
    fee_online: null,
    fee_clinic: 3e3,
    has_photo: true,
    reviews: 6,
    schedule: [clinic(508, MON_FRI, "18:00", "21:00", 20), clinic(506, SAT, "10:00", "13:00", 20)],
    about: "Orthopaedic surgeon for knee and hip pain, fractures, sports injuries and joint replacement. Follows up surgical patients at Jail Road and Johar Town."
  },
  {
    id: 2009,
    pmdc: "61428-P",
    name: "Dr. Farah Naz",
    gender: female,
    city: "Lahore",
    specialities: ["Psychologist"],
    qualifications: ["MSc Clinical Psychology", "PhD Clinical Psychology"],
    experience_years: 14,
    languages: [Urdu, English, Punjabi],
    fee_online: 2500,
    fee_clinic: null,
    has_photo: true,
    reviews: 8,
    schedule: [online(MON_SAT, "10:00", "16:00", 30)],
    about: "Clinical psychologist offering cognitive behavioural therapy for anxiety, low mood, stress and relationship difficulties. Sessions are by video only."
  },
  {
    id: 2010,
    pmdc: "33591-P",
    name: "Dr. Zeeshan Haider",
    gender: male,
    city: "Lahore",
    specialities: ["Neurologist"],
    qualifications: ["MBBS", "FCPS (Neurology)"],
    experience_years: 13,
    languages: [Urdu, English],
    fee_online: 2500,
    fee_clinic: 3e3,
    has_photo: true,
    reviews: 5,
    schedule: [clinic(508, [1, 3, 4], "17:00", "20:00", 20), online(SAT, "11:00", "13:00", 20)],
    about: "Neurologist for epilepsy, migraine and chronic headache, stroke recovery, and numbness or weakness of the hands and feet."
  },
  {
    id: 2011,
    pmdc: "8742-D",
    name: "Dr. Rabia Shahid",
    gender: female,
    city: "Lahore",
    specialities: ["Dentist"],
    qualifications: ["BDS", "FCPS (Operative Dentistry)"],
    experience_years: 7,
    languages: [Urdu, English],
    fee_online: null,
    fee_clinic: 1500,
    has_photo: true,
    reviews: 6,
    schedule: [clinic(509, MON_SAT, "11:00", "15:00", 30)],
    about: "Dentist for check-ups, scaling and polishing, fillings, root canal treatment and tooth whitening."
  },
  {
    id: 2012,
    pmdc: "27816-P",
    name: "Dr. Tahir Mahmood",
    gender: male,
    city: "Lahore",
    specialities: ["Gastroenterologist", "Hepatologist"],
    qualifications: ["MBBS", "FCPS (Gastroenterology)"],
    experience_years: 19,
    languages: [Urdu, Punjabi, English],
    fee_online: 2500,
    fee_clinic: 3e3,
    has_photo: true,
    reviews: 7,
    schedule: [clinic(502, TUE_THU_SAT, "17:00", "20:00", 20), online([1], "20:00", "22:00", 20)],
    about: "Gastroenterologist and liver specialist: acidity and ulcers, irritable bowel, fatty liver, hepatitis B and C treatment, and endoscopy."
  },
  {
    id: 2013,
    pmdc: "70235-P",
    name: "Dr. Nida Farooq",
    gender: female,
    city: "Lahore",
    specialities: ["Nutritionist"],
    qualifications: ["MBBS", "MSc Clinical Nutrition"],
    experience_years: 4,
    languages: [Urdu, English],
    fee_online: 1200,
    fee_clinic: null,
    has_photo: true,
    reviews: 4,
    schedule: [online(MON_SAT, "14:00", "18:00", 30)],
    about: "Doctor and clinical nutritionist: diet plans for weight loss, diabetes, high cholesterol and pregnancy, reviewed by video every two weeks."
  },
  {
    id: 2014,
    pmdc: "31457-P",
    name: "Dr. Adnan Butt",
    gender: male,
    city: "Lahore",
    specialities: ["General Surgeon"],
    qualifications: ["MBBS", "FCPS (General Surgery)", "FRCS (Glasgow)"],
    experience_years: 18,
    languages: [Urdu, Punjabi],
    fee_online: null,
    fee_clinic: 2500,
    has_photo: true,
    reviews: 0,
    schedule: [clinic(508, MON_WED_FRI, "10:00", "13:00", 15), clinic(507, TUE_THU, "18:00", "20:00", 15)],
    about: "General and laparoscopic surgeon: gallbladder stones, hernia, appendix, piles and fissure, and breast lumps."
  },
  {
    id: 2015,
    pmdc: "48623-P",
    name: "Dr. Sadia Riaz",
    gender: female,
    city: "Lahore",
    specialities: ["Eye Specialist"],
    qualifications: ["MBBS", "FCPS (Ophthalmology)"],
    experience_years: 10,
    languages: [Urdu, English],
    fee_online: null,
    fee_clinic: 2e3,
    has_photo: false,
    reviews: 3,
    schedule: [clinic(506, MON_THU, "16:00", "19:00", 15)],
    about: "Eye specialist for vision checks, cataract assessment, glaucoma, diabetic eye screening and eye infections."
  },
  {
    id: 2062,
    pmdc: "36127-P",
    name: "Dr. Kashif Iqbal",
    gender: male,
    city: "Lahore",
    specialities: ["Hematologist", "Oncologist"],
    qualifications: ["MBBS", "FCPS (Haematology)"],
    experience_years: 12,
    languages: [Urdu, English],
    fee_online: 3e3,
    fee_clinic: null,
    has_photo: true,
    reviews: 4,
    schedule: [online(TUE_THU_SAT, "17:00", "20:00", 30)],
    about: "Haematologist for anaemia, low platelets, bleeding disorders and thalassaemia, and follow-up of blood cancers, by video with a review of your reports."
  },
  {
    id: 2037,
    pmdc: "41309-P",
    name: "Dr. Asma Janjua",
    gender: female,
    city: "Rawalpindi",
    specialities: ["General Physician"],
    qualifications: ["MBBS", "FCPS (Medicine)"],
    experience_years: 12,
    languages: [Urdu, Punjabi, English],
    fee_online: 1e3,
    fee_clinic: 1200,
    has_photo: true,
    reviews: 8,
    schedule: [clinic(504, MON_SAT, "09:00", "13:00", 15), online(MON_FRI, "20:00", "22:00", 20)],
    about: "Physician for adults: fever and infections, diabetes, blood pressure and thyroid follow-up, and women's general health."
  },
  {
    id: 2038,
    pmdc: "32754-P",
    name: "Dr. Fahad Minhas",
    gender: male,
    city: "Rawalpindi",
    specialities: ["Orthopedic Surgeon"],
    qualifications: ["MBBS", "FCPS (Orthopaedic Surgery)"],
    experience_years: 15,
    languages: [Urdu, Punjabi],
    fee_online: null,
    fee_clinic: 2500,
    has_photo: true,
    reviews: 5,
    schedule: [clinic(518, MON_WED_FRI, "17:00", "20:00", 20), clinic(504, TUE_THU, "10:00", "13:00", 20)],
    about: "Orthopaedic surgeon for back and neck pain, fractures, knee arthritis and sports injuries."
  },
  {
    id: 2039,
    pmdc: "56201-P",
    name: "Dr. Rida Kiani",
    gender: female,
    city: "Rawalpindi",
    specialities: ["Gynecologist"],
    qualifications: ["MBBS", "FCPS (Obstetrics & Gynaecology)"],
    experience_years: 9,
    languages: [Urdu, English, Punjabi],
    fee_online: 1500,
    fee_clinic: 2e3,
    has_photo: true,
    reviews: 6,
    schedule: [clinic(519, MON_THU, "11:00", "14:00", 20), online([5, 6], "18:00", "20:00", 20)],
    about: "Gynaecologist for pregnancy care, irregular periods, PCOS and menopause."
  },
  {
    id: 2040,
    pmdc: "38845-P",
    name: "Dr. Arslan Satti",
    gender: male,
    city: "Rawalpindi",
    specialities: ["ENT Specialist"],
    qualifications: ["MBBS", "FCPS (ENT)", "DLO"],
    experience_years: 20,
    languages: [Urdu, Punjabi],
    fee_online: null,
    fee_clinic: 2e3,
    has_photo: false,
    reviews: 4,
    schedule: [clinic(504, [1, 3, 6], "17:00", "20:00", 15)],
    about: "ENT surgeon for sinus problems, tonsils, ear infections, hearing loss, allergies and snoring."
  },
  {
    id: 2041,
    pmdc: "102347-P",
    name: "Dr. Noman Raja",
    gender: male,
    city: "Rawalpindi",
    specialities: ["Physiotherapist"],
    qualifications: ["DPT", "MS Orthopaedic Manual Physical Therapy"],
    experience_years: 1,
    languages: [Urdu, Punjabi, English],
    fee_online: 500,
    fee_clinic: 800,
    has_photo: true,
    reviews: 2,
    schedule: [clinic(518, MON_SAT, "09:00", "12:00", 30), online(SUN, "10:00", "12:00", 30)],
    about: "Physiotherapist for back and neck pain, posture, sports injuries and rehabilitation after a fracture or stroke. Video sessions set up a home exercise plan."
  },
  {
    id: 2042,
    pmdc: "22591-P",
    name: "Dr. Shahid Rasool",
    gender: male,
    city: "Faisalabad",
    specialities: ["Cardiologist"],
    qualifications: ["MBBS", "FCPS (Cardiology)"],
    experience_years: 17,
    languages: [Punjabi, Urdu],
    fee_online: 2e3,
    fee_clinic: 2500,
    has_photo: true,
    reviews: 7,
    schedule: [clinic(520, MON_FRI, "17:00", "20:00", 20), online(SAT, "19:00", "21:00", 20)],
    about: "Cardiologist for chest pain, high blood pressure, heart failure and cholesterol, with ECG and echocardiography at the clinic."
  },
  {
    id: 2043,
    pmdc: "34780-P",
    name: "Dr. Saba Nadeem",
    gender: female,
    city: "Faisalabad",
    specialities: ["Gynecologist"],
    qualifications: ["MBBS", "MCPS (Obstetrics & Gynaecology)"],
    experience_years: 11,
    languages: [Punjabi, Urdu],
    fee_online: null,
    fee_clinic: 1500,
    has_photo: true,
    reviews: 5,
    schedule: [clinic(521, MON_SAT, "10:00", "13:00", 20)],
    about: "Gynaecologist for antenatal check-ups, normal delivery planning, family planning and period problems."
  },
  {
    id: 2044,
    pmdc: "6215-D",
    name: "Dr. Imtiaz Ahmad",
    gender: male,
    city: "Faisalabad",
    specialities: ["Dentist"],
    qualifications: ["BDS", "MSc Orthodontics"],
    experience_years: 24,
    languages: [Urdu, Punjabi],
    fee_online: null,
    fee_clinic: 1e3,
    has_photo: false,
    reviews: 0,
    schedule: [clinic(520, MON_SAT, "17:00", "21:00", 30)],
    about: "Dentist and orthodontist: braces and clear aligners, extractions, fillings and children's dental care."
  },
  {
    id: 2045,
    pmdc: "39904-P",
    name: "Dr. Rizwan Bosan",
    gender: male,
    city: "Multan",
    specialities: ["General Physician"],
    qualifications: ["MBBS", "MCPS (Medicine)"],
    experience_years: 8,
    languages: [Saraiki, Urdu, Punjabi],
    fee_online: 800,
    fee_clinic: 1e3,
    has_photo: true,
    reviews: 6,
    schedule: [clinic(522, MON_SAT, "10:00", "14:00", 15), online(MON_SAT, "20:00", "22:00", 20)],
    about: "General physician for fever, typhoid and dengue, stomach upsets, diabetes and blood pressure."
  },
  {
    id: 2046,
    pmdc: "51623-P",
    name: "Dr. Ambreen Khakwani",
    gender: female,
    city: "Multan",
    specialities: ["Dermatologist"],
    qualifications: ["MBBS", "FCPS (Dermatology)"],
    experience_years: 6,
    languages: [Saraiki, Urdu, English],
    fee_online: 1500,
    fee_clinic: 1800,
    has_photo: true,
    reviews: 5,
    schedule: [clinic(523, TUE_THU_SAT, "16:00", "19:00", 20), online(MON_WED, "18:00", "20:00", 20)],
    about: "Dermatologist for acne, fungal infections, melasma, hair loss and skin allergies."
  },
  {
    id: 2047,
    pmdc: "968-P",
    name: "Dr. Tanveer Gardezi",
    gender: male,
    city: "Multan",
    specialities: ["Nephrologist"],
    qualifications: ["MBBS", "FCPS (Nephrology)", "FRCP (Edinburgh)"],
    experience_years: 35,
    languages: [Urdu, Saraiki, English],
    fee_online: null,
    fee_clinic: 3500,
    has_photo: true,
    reviews: 9,
    schedule: [clinic(522, MON_WED_FRI, "17:00", "20:00", 20)],
    about: "Senior nephrologist for chronic kidney disease, kidney stones with poor kidney function, dialysis planning and high blood pressure of kidney origin."
  },
  {
    id: 2055,
    pmdc: "30265-P",
    name: "Dr. Waseem Cheema",
    gender: male,
    city: "Sialkot",
    specialities: ["General Surgeon"],
    qualifications: ["MBBS", "FCPS (General Surgery)"],
    experience_years: 14,
    languages: [Punjabi, Urdu],
    fee_online: null,
    fee_clinic: 2e3,
    has_photo: true,
    reviews: 3,
    schedule: [clinic(529, MON_SAT, "17:00", "20:00", 20)],
    about: "General surgeon for hernia, gallbladder, thyroid swellings, abscesses and minor procedures."
  },
  {
    id: 2056,
    pmdc: "57314-P",
    name: "Dr. Aqsa Bajwa",
    gender: female,
    city: "Gujranwala",
    specialities: ["Dermatologist"],
    qualifications: ["MBBS", "Diploma in Dermatology"],
    experience_years: 5,
    languages: [Punjabi, Urdu, English],
    fee_online: 1200,
    fee_clinic: 1500,
    has_photo: true,
    reviews: 4,
    schedule: [clinic(530, MON_FRI, "16:00", "19:00", 20), online(SAT, "18:00", "20:00", 20)],
    about: "Dermatologist for acne, pigmentation, scabies, warts and hair and nail problems."
  },
  {
    id: 2059,
    pmdc: "43518-P",
    name: "Dr. Uzma Chishti",
    gender: female,
    city: "Bahawalpur",
    specialities: ["Endocrinologist"],
    qualifications: ["MBBS", "FCPS (Medicine)", "MRCP (UK)"],
    experience_years: 13,
    languages: [Saraiki, Urdu, English],
    fee_online: 2e3,
    fee_clinic: 2e3,
    has_photo: true,
    reviews: 6,
    schedule: [clinic(533, TUE_THU_SAT, "16:00", "19:00", 20), online(MON_WED, "18:00", "20:00", 20)],
    about: "Endocrinologist for type 1 and type 2 diabetes, insulin start and adjustment, thyroid disorders and PCOS."
  }
];

// src/store/seed/directory/doctors-south.ts
var SOUTH_DOCTORS = [
  {
    id: 2016,
    pmdc: "36902-P",
    name: "Dr. Faisal Siddiqui",
    gender: male,
    city: "Karachi",
    specialities: ["General Physician"],
    qualifications: ["MBBS", "FCPS (Family Medicine)"],
    experience_years: 15,
    languages: [Urdu, English, Sindhi],
    fee_online: 1200,
    fee_clinic: 1500,
    has_photo: true,
    reviews: 10,
    schedule: [clinic(511, MON_SAT, "10:00", "14:00", 15), clinic(503, SUN, "11:00", "14:00", 15), online(EVERY_DAY, "20:00", "23:00", 20)],
    about: "Family physician for the whole family: fever, gastro, chest infections, diabetes and blood pressure. In Gulshan six days a week, at Hayat Medical Centre on Sundays, and online every night."
  },
  {
    id: 2017,
    pmdc: "42158-P",
    name: "Dr. Sumaira Khan",
    gender: female,
    city: "Karachi",
    specialities: ["Gynecologist"],
    qualifications: ["MBBS", "FCPS (Obstetrics & Gynaecology)"],
    experience_years: 20,
    languages: [Urdu, English],
    fee_online: 2500,
    fee_clinic: 3e3,
    has_photo: true,
    reviews: 9,
    schedule: [clinic(510, MON_WED_FRI, "11:00", "14:00", 20), clinic(503, TUE_THU, "17:00", "20:00", 20), online(SAT, "12:00", "14:00", 20)],
    about: "Senior gynaecologist for pregnancy care, caesarean and normal delivery, fibroids, infertility and menopause."
  },
  {
    id: 2018,
    pmdc: "39471-P",
    name: "Dr. Asif Memon",
    gender: male,
    city: "Karachi",
    specialities: ["Pediatrician"],
    qualifications: ["MBBS", "FCPS (Paediatrics)"],
    experience_years: 12,
    languages: [Urdu, Sindhi, English],
    fee_online: 1500,
    fee_clinic: 2e3,
    has_photo: true,
    reviews: 8,
    schedule: [clinic(512, MON_SAT, "18:00", "22:00", 15), online(SUN, "12:00", "14:00", 15)],
    about: "Paediatrician for newborn care, vaccinations, fever and infections, allergies and growth concerns."
  },
  {
    id: 2019,
    pmdc: "55086-P",
    name: "Dr. Kiran Zaidi",
    gender: female,
    city: "Karachi",
    specialities: ["Dermatologist"],
    qualifications: ["MBBS", "FCPS (Dermatology)", "Diploma in Aesthetic Medicine"],
    experience_years: 9,
    languages: [Urdu, English],
    fee_online: 2e3,
    fee_clinic: 2500,
    has_photo: true,
    reviews: 7,
    schedule: [clinic(503, [1, 4], "16:00", "19:00", 20), online([2, 3, 5], "19:00", "21:00", 15)],
    about: "Dermatologist for acne, melasma, hair fall and eczema, and aesthetic treatments such as chemical peels."
  },
  {
    id: 2020,
    pmdc: "24639-P",
    name: "Dr. Junaid Baig",
    gender: male,
    city: "Karachi",
    specialities: ["Cardiologist"],
    qualifications: ["MBBS", "FCPS (Cardiology)", "MRCP (UK)"],
    experience_years: 21,
    languages: [Urdu, English],
    fee_online: 3e3,
    fee_clinic: 3500,
    has_photo: true,
    reviews: 12,
    schedule: [clinic(513, MON_FRI, "17:00", "20:00", 20), clinic(510, SAT, "11:00", "13:00", 20), online(SUN, "19:00", "21:00", 20)],
    about: "Interventional cardiologist for chest pain, angina, heart attack follow-up, palpitations and high blood pressure."
  },
  {
    id: 2021,
    pmdc: "40712-P",
    name: "Dr. Shazia Abbasi",
    gender: female,
    city: "Karachi",
    specialities: ["Endocrinologist"],
    qualifications: ["MBBS", "FCPS (Medicine)", "Fellowship in Endocrinology"],
    experience_years: 16,
    languages: [Urdu, English, Sindhi],
    fee_online: 2500,
    fee_clinic: 3e3,
    has_photo: true,
    reviews: 6,
    schedule: [clinic(511, TUE_THU_SAT, "16:00", "19:00", 20), online(MON_WED, "20:00", "22:00", 20)],
    about: "Endocrinologist for diabetes control and insulin, thyroid problems, obesity and hormonal disorders."
  },
  {
    id: 2022,
    pmdc: "47365-P",
    name: "Dr. Owais Rizvi",
    gender: male,
    city: "Karachi",
    specialities: ["Psychiatrist"],
    qualifications: ["MBBS", "FCPS (Psychiatry)"],
    experience_years: 11,
    languages: [Urdu, English],
    fee_online: 3e3,
    fee_clinic: null,
    has_photo: true,
    reviews: 7,
    schedule: [online(MON_FRI, "18:00", "22:00", 30)],
    about: "Psychiatrist for depression, anxiety and panic attacks, OCD, sleep problems and adult ADHD. Consults by video only, in privacy."
  },
  {
    id: 2023,
    pmdc: "21984-P",
    name: "Dr. Maryam Lakhani",
    gender: female,
    city: "Karachi",
    specialities: ["Oncologist"],
    qualifications: ["MBBS", "FCPS (Clinical Oncology)", "FRCR (UK)"],
    experience_years: 25,
    languages: [Urdu, English],
    fee_online: 4500,
    fee_clinic: 5e3,
    has_photo: true,
    reviews: 5,
    schedule: [clinic(510, MON_WED, "10:00", "13:00", 30), online([5], "15:00", "17:00", 30)],
    about: "Clinical oncologist for breast, head and neck and gynaecological cancers: chemotherapy and radiotherapy planning and second opinions."
  },
  {
    id: 2024,
    pmdc: "26530-P",
    name: "Dr. Hammad Shaikh",
    gender: male,
    city: "Karachi",
    specialities: ["Nephrologist"],
    qualifications: ["MBBS", "FCPS (Nephrology)"],
    experience_years: 10,
    languages: [Urdu, Sindhi],
    fee_online: null,
    fee_clinic: 2500,
    has_photo: true,
    reviews: 4,
    schedule: [clinic(512, TUE_THU_SAT, "17:00", "20:00", 20)],
    about: "Nephrologist for kidney disease in diabetes and high blood pressure, swelling of the feet, protein in the urine and dialysis care."
  },
  {
    id: 2025,
    pmdc: "10564-D",
    name: "Dr. Areeba Qazi",
    gender: female,
    city: "Karachi",
    specialities: ["Dentist"],
    qualifications: ["BDS", "RDS", "MSc Periodontology"],
    experience_years: 6,
    languages: [Urdu, English],
    fee_online: null,
    fee_clinic: 1500,
    has_photo: true,
    reviews: 5,
    schedule: [clinic(503, MON_SAT, "12:00", "16:00", 30)],
    about: "Dentist for bleeding gums, scaling, fillings, root canals and crowns."
  },
  {
    id: 2026,
    pmdc: "30817-P",
    name: "Dr. Salman Ansari",
    gender: male,
    city: "Karachi",
    specialities: ["Urologist"],
    qualifications: ["MBBS", "FCPS (Urology)"],
    experience_years: 18,
    languages: [Urdu, English],
    fee_online: null,
    fee_clinic: 3e3,
    has_photo: false,
    reviews: 0,
    schedule: [clinic(513, MON_WED_FRI, "18:00", "21:00", 20), clinic(511, SAT, "17:00", "20:00", 20)],
    about: "Urologist for kidney stones, prostate enlargement, urinary infections and bladder problems."
  },
  {
    id: 2027,
    pmdc: "43926-P",
    name: "Dr. Naveed Akhtar",
    gender: male,
    city: "Karachi",
    specialities: ["ENT Specialist"],
    qualifications: ["MBBS", "FCPS (ENT)"],
    experience_years: 13,
    languages: [Urdu, English],
    fee_online: 1500,
    fee_clinic: 2e3,
    has_photo: true,
    reviews: 5,
    schedule: [clinic(511, MON_FRI, "10:00", "13:00", 15), online(SAT, "11:00", "13:00", 15)],
    about: "ENT specialist for ear pain and discharge, sinusitis, tonsillitis, nose bleeds and vertigo."
  },
  {
    id: 2061,
    pmdc: "65032-P",
    name: "Dr. Bushra Aziz",
    gender: female,
    city: "Karachi",
    specialities: ["Nutritionist"],
    qualifications: ["MBBS", "MPhil Human Nutrition"],
    experience_years: 7,
    languages: [Urdu, English, Sindhi],
    fee_online: 1e3,
    fee_clinic: null,
    has_photo: true,
    reviews: 6,
    schedule: [online(MON_SAT, "11:00", "15:00", 30)],
    about: "Clinical nutritionist for weight management, diabetic and renal diets, and feeding plans for children, by video."
  },
  {
    id: 2063,
    pmdc: "112904-P",
    name: "Dr. Farhan Yousuf",
    gender: male,
    city: "Karachi",
    specialities: ["Physiotherapist"],
    qualifications: ["DPT", "MS Neuromuscular Physical Therapy"],
    experience_years: 3,
    languages: [Urdu, English],
    fee_online: 500,
    fee_clinic: null,
    has_photo: false,
    reviews: 0,
    schedule: [online(MON_SAT, "08:00", "11:00", 30)],
    about: "Physiotherapist guiding home rehabilitation by video: back pain, frozen shoulder, knee pain and recovery after stroke."
  },
  {
    id: 2051,
    pmdc: "29943-P",
    name: "Dr. Abdul Wahab Kakar",
    gender: male,
    city: "Quetta",
    specialities: ["General Physician"],
    qualifications: ["MBBS", "MCPS (Family Medicine)"],
    experience_years: 26,
    languages: [Pashto, Urdu, Balochi],
    fee_online: 500,
    fee_clinic: 500,
    has_photo: true,
    reviews: 4,
    schedule: [clinic(526, MON_SAT, "10:00", "14:00", 15), online(SUN, "16:00", "18:00", 20)],
    about: "Family doctor for fever, chest infections, tuberculosis screening, diabetes and blood pressure."
  },
  {
    id: 2052,
    pmdc: "52478-P",
    name: "Dr. Shaista Baloch",
    gender: female,
    city: "Quetta",
    specialities: ["Pediatrician"],
    qualifications: ["MBBS", "FCPS (Paediatrics)"],
    experience_years: 8,
    languages: [Balochi, Urdu, English],
    fee_online: 1e3,
    fee_clinic: 1200,
    has_photo: true,
    reviews: 3,
    schedule: [clinic(526, MON_WED_FRI, "16:00", "19:00", 15), online(TUE_THU, "18:00", "20:00", 15)],
    about: "Paediatrician for newborns and children: vaccinations, malnutrition, diarrhoea and pneumonia."
  },
  {
    id: 2053,
    pmdc: "18726-P",
    name: "Dr. Ghulam Mustafa Soomro",
    gender: male,
    city: "Hyderabad",
    specialities: ["Urologist"],
    qualifications: ["MBBS", "FCPS (Urology)"],
    experience_years: 28,
    languages: [Sindhi, Urdu],
    fee_online: null,
    fee_clinic: 2e3,
    has_photo: true,
    reviews: 5,
    schedule: [clinic(527, MON_FRI, "17:00", "20:00", 20)],
    about: "Senior urologist for kidney and ureteric stones, prostate problems and urinary tract infections."
  },
  {
    id: 2054,
    pmdc: "44087-P",
    name: "Dr. Shabnam Junejo",
    gender: female,
    city: "Hyderabad",
    specialities: ["Eye Specialist"],
    qualifications: ["MBBS", "FCPS (Ophthalmology)"],
    experience_years: 9,
    languages: [Sindhi, Urdu, English],
    fee_online: 1200,
    fee_clinic: 1500,
    has_photo: true,
    reviews: 4,
    schedule: [clinic(528, [1, 3, 6], "10:00", "13:00", 15), online([4], "18:00", "20:00", 15)],
    about: "Eye specialist for red and itchy eyes, glasses prescriptions, cataract and diabetic eye checks."
  },
  {
    id: 2058,
    pmdc: "23675-P",
    name: "Dr. Nazir Mahar",
    gender: male,
    city: "Sukkur",
    specialities: ["Hepatologist", "Gastroenterologist"],
    qualifications: ["MBBS", "FCPS (Medicine)", "Fellowship in Hepatology"],
    experience_years: 17,
    languages: [Sindhi, Urdu],
    fee_online: 1500,
    fee_clinic: 2e3,
    has_photo: true,
    reviews: 6,
    schedule: [clinic(532, MON_SAT, "10:00", "13:00", 20), online(MON_WED, "20:00", "22:00", 20)],
    about: "Liver specialist for hepatitis B and C treatment, fatty liver, jaundice and liver cirrhosis follow-up."
  }
];

// src/store/seed/directory/locations.ts
var PRACTICE_LOCATIONS = [
  { id: 501, facility_id: 7, clinic_name: "Shifa Family Clinic", branch_name: "Gulberg", city: "Lahore", address: "12-B Main Boulevard, Gulberg III", latitude: 31.5204, longitude: 74.3587 },
  { id: 502, facility_id: 7, clinic_name: "Shifa Family Clinic", branch_name: "DHA", city: "Lahore", address: "45-Y Commercial Area, Phase 3, DHA", latitude: 31.4748, longitude: 74.379 },
  { id: 503, facility_id: 8, clinic_name: "Hayat Medical Centre", branch_name: "Clifton", city: "Karachi", address: "Plot 7, Block 5, Clifton", latitude: 24.8197, longitude: 67.0304 },
  { id: 504, facility_id: 9, clinic_name: "Rehmat Memorial Hospital", branch_name: "Satellite Town", city: "Rawalpindi", address: "B-Block, Murree Road, Satellite Town", latitude: 33.6416, longitude: 73.0712 },
  { id: 505, facility_id: 9, clinic_name: "Rehmat Memorial Hospital", branch_name: "I-8 Markaz", city: "Islamabad", address: "Plot 12, I-8 Markaz", latitude: 33.6686, longitude: 73.076 },
  { id: 506, facility_id: null, clinic_name: "Care Plus Medical Centre", branch_name: "Johar Town", city: "Lahore", address: "88-C, Block G1, Johar Town", latitude: 31.4697, longitude: 74.2728 },
  { id: 507, facility_id: null, clinic_name: "Al-Noor Specialist Clinic", branch_name: "Model Town", city: "Lahore", address: "21-D Link Road, Model Town", latitude: 31.4834, longitude: 74.326 },
  { id: 508, facility_id: null, clinic_name: "Lahore City Hospital", branch_name: "Jail Road", city: "Lahore", address: "5 Jail Road, Shadman", latitude: 31.5401, longitude: 74.333 },
  { id: 509, facility_id: null, clinic_name: "Smile Craft Dental Studio", branch_name: "Garden Town", city: "Lahore", address: "44 Abu Bakar Block, Garden Town", latitude: 31.505, longitude: 74.322 },
  { id: 510, facility_id: null, clinic_name: "Sea View Medical Complex", branch_name: "DHA Phase 6", city: "Karachi", address: "14-C Khayaban-e-Bahria, Phase 6, DHA", latitude: 24.792, longitude: 67.065 },
  { id: 511, facility_id: null, clinic_name: "Gulshan Family Hospital", branch_name: "Gulshan-e-Iqbal", city: "Karachi", address: "Plot SB-12, Block 13-C, Gulshan-e-Iqbal", latitude: 24.918, longitude: 67.0971 },
  { id: 512, facility_id: null, clinic_name: "Nazimabad Medical Centre", branch_name: "North Nazimabad", city: "Karachi", address: "D-5, Block H, North Nazimabad", latitude: 24.942, longitude: 67.035 },
  { id: 513, facility_id: null, clinic_name: "Saddar Heart & General Clinic", branch_name: "Saddar", city: "Karachi", address: "Shop 3, Zaibunnisa Street, Saddar", latitude: 24.857, longitude: 67.029 },
  { id: 514, facility_id: null, clinic_name: "Capital Health Clinic", branch_name: "F-7 Markaz", city: "Islamabad", address: "Office 4, Jinnah Super Market, F-7 Markaz", latitude: 33.7215, longitude: 73.0557 },
  { id: 515, facility_id: null, clinic_name: "Margalla Medical Centre", branch_name: "F-10 Markaz", city: "Islamabad", address: "Plot 3-C, F-10 Markaz", latitude: 33.695, longitude: 73.013 },
  { id: 516, facility_id: null, clinic_name: "Blue Area Specialist Centre", branch_name: "Blue Area", city: "Islamabad", address: "Plot 34, Jinnah Avenue, Blue Area", latitude: 33.71, longitude: 73.06 },
  { id: 517, facility_id: null, clinic_name: "Family Care Clinic", branch_name: "G-9 Markaz", city: "Islamabad", address: "Karachi Company, G-9 Markaz", latitude: 33.688, longitude: 73.029 },
  { id: 518, facility_id: null, clinic_name: "Saddar Medical Complex", branch_name: "Saddar", city: "Rawalpindi", address: "17 Bank Road, Saddar", latitude: 33.596, longitude: 73.052 },
  { id: 519, facility_id: null, clinic_name: "Bahria Health Clinic", branch_name: "Bahria Town Phase 4", city: "Rawalpindi", address: "Civic Centre, Phase 4, Bahria Town", latitude: 33.526, longitude: 73.103 },
  { id: 520, facility_id: null, clinic_name: "Faisal Medical Centre", branch_name: "Peoples Colony", city: "Faisalabad", address: "22-A Peoples Colony No. 1", latitude: 31.401, longitude: 73.099 },
  { id: 521, facility_id: null, clinic_name: "Madina Town Clinic", branch_name: "Madina Town", city: "Faisalabad", address: "P-45 Susan Road, Madina Town", latitude: 31.416, longitude: 73.11 },
  { id: 522, facility_id: null, clinic_name: "Nishtar Road Specialist Clinic", branch_name: "Nishtar Road", city: "Multan", address: "12 Nishtar Road, near Chowk Kumharanwala", latitude: 30.205, longitude: 71.478 },
  { id: 523, facility_id: null, clinic_name: "Cantt Medical Centre", branch_name: "Multan Cantt", city: "Multan", address: "Abdali Road, Multan Cantt", latitude: 30.195, longitude: 71.465 },
  { id: 524, facility_id: null, clinic_name: "Hayatabad Medical Clinic", branch_name: "Hayatabad Phase 3", city: "Peshawar", address: "Sector F-7, Phase 3, Hayatabad", latitude: 33.99, longitude: 71.45 },
  { id: 525, facility_id: null, clinic_name: "University Road Clinic", branch_name: "University Town", city: "Peshawar", address: "36 University Road, University Town", latitude: 34.005, longitude: 71.485 },
  { id: 526, facility_id: null, clinic_name: "Jinnah Road Clinic", branch_name: "Jinnah Road", city: "Quetta", address: "Near Liaquat Bazaar, Jinnah Road", latitude: 30.192, longitude: 67.01 },
  { id: 527, facility_id: null, clinic_name: "Latifabad Medical Centre", branch_name: "Latifabad Unit 7", city: "Hyderabad", address: "Plot 118, Unit 7, Latifabad", latitude: 25.37, longitude: 68.37 },
  { id: 528, facility_id: null, clinic_name: "Qasimabad Family Clinic", branch_name: "Qasimabad", city: "Hyderabad", address: "Main Qasimabad Road, near Naseem Nagar Chowk", latitude: 25.406, longitude: 68.33 },
  { id: 529, facility_id: null, clinic_name: "Sialkot Surgical Clinic", branch_name: "Cantt", city: "Sialkot", address: "Paris Road, Sialkot Cantt", latitude: 32.505, longitude: 74.535 },
  { id: 530, facility_id: null, clinic_name: "GT Road Medical Centre", branch_name: "Satellite Town", city: "Gujranwala", address: "Block C, Satellite Town, GT Road", latitude: 32.17, longitude: 74.19 },
  { id: 531, facility_id: null, clinic_name: "Abbottabad Health Centre", branch_name: "Mansehra Road", city: "Abbottabad", address: "Mansehra Road, near Supply Bazaar", latitude: 34.17, longitude: 73.23 },
  { id: 532, facility_id: null, clinic_name: "Indus Liver & Gut Clinic", branch_name: "Military Road", city: "Sukkur", address: "Military Road, near Barrage Colony", latitude: 27.705, longitude: 68.857 },
  { id: 533, facility_id: null, clinic_name: "Model Town Diabetes Clinic", branch_name: "Model Town A", city: "Bahawalpur", address: "Circular Road, Model Town A", latitude: 29.395, longitude: 71.685 }
];

// src/store/seed/directory/reviews.ts
var PATIENTS = [
  "Saima B.",
  "Ahmed K.",
  "Rabia S.",
  "Hamza A.",
  "Sana R.",
  "Bilal M.",
  "Ayesha T.",
  "Zain H.",
  "Mariam F.",
  "Usman J.",
  "Hira N.",
  "Kashif L.",
  "Noreen P.",
  "Faraz Q.",
  "Iqra Z.",
  "Danish C.",
  "Samina G.",
  "Talha W.",
  "Asma D.",
  "Imran Y.",
  "Khadija U.",
  "Shahzad E.",
  "Nimra I.",
  "Waleed O.",
  "Tahira V.",
  "Adeel R.",
  "Fizza K.",
  "Junaid S.",
  "Mehreen A.",
  "Omer B."
];
var GOOD = [
  "Listened patiently and explained everything.",
  "Very professional and kind. The treatment worked within a week.",
  "Explained the reports in simple Urdu and did not prescribe unnecessary medicines.",
  "Bohat achay doctor hain, tasalli se baat suni aur sab samjhaya.",
  "Took time to answer all my questions. Highly recommended.",
  "My mother felt comfortable with the doctor. Very respectful.",
  "Clear advice and a proper follow-up plan.",
  "Second visit and still just as thorough. Thank you, doctor.",
  "Diagnosed the problem quickly after two other doctors could not.",
  "Friendly and calm, especially with my children."
];
var GOOD_ONLINE = [
  "The video call was clear and the prescription arrived right after.",
  "Saved me the trip from Sheikhupura. The online consultation was on time.",
  "Online session started on time and the doctor was well prepared."
];
var GOOD_CLINIC = [
  "Clinic was clean and the staff were helpful.",
  "Was seen within ten minutes of my appointment time.",
  "Easy to find the clinic and parking was available."
];
var MIXED = [
  "Good doctor but the wait was almost an hour.",
  "Helpful advice, though the consultation felt a little rushed.",
  "Treatment helped, but the fee is on the higher side."
];
var POOR = [
  "The doctor was late and the consultation was very short.",
  "Did not explain the side effects of the medicines."
];
var RATINGS = [5, 5, 4, 5, 3, 5, 4, 5, 5, 2, 4, 5, 4, 5, 1, 5, 4];
var pick = (pool, n) => pool[n % pool.length];
function comment(rating, n, offersClinic2, offersOnline2) {
  if (rating <= 2) return pick(POOR, n);
  if (rating === 3) return pick(MIXED, n);
  if (n % 3 === 2 && offersOnline2 && (!offersClinic2 || n % 2 === 0)) return pick(GOOD_ONLINE, n);
  if (n % 3 === 2 && offersClinic2) return pick(GOOD_CLINIC, n);
  return pick(GOOD, n);
}
function buildReviews(doctors, firstId) {
  const reviews = [];
  doctors.forEach((doctor, d) => {
    for (let k = 0; k < doctor.reviews; k += 1) {
      const n = d * 7 + k * 3;
      const rating = RATINGS[(d * 5 + k) % RATINGS.length];
      const daysAgo = 3 + d % 9 + k * 13;
      const hour = 4 + (d + k * 5) % 12;
      const created2 = Date.UTC(2026, 0, 10, hour, k * 17 % 60) - daysAgo * 864e5;
      reviews.push({
        id: firstId + reviews.length,
        pmdc: doctor.pmdc,
        patient_name: pick(PATIENTS, n),
        rating,
        comment: comment(rating, n, doctor.offersClinic, doctor.offersOnline),
        created_at: new Date(created2).toISOString()
      });
    }
  });
  return reviews;
}

// src/store/seed/directory/seeded-doctors.ts
var SEEDED_DOCTOR_PROFILES = {
  // Online every day from 09:00 to 23:00, so tests and QA can always book him. His Gulberg sitting
  // keeps the same 20-minute grid: a clinic booking at 10:00 also takes the 10:00 video slot.
  "12345-P": {
    gender: male,
    specialities: ["Cardiologist"],
    qualifications: ["MBBS", "FCPS (Cardiology)"],
    experience_years: 14,
    languages: [Urdu, English],
    fee_online: 2e3,
    fee_clinic: 2500,
    reviews: 12,
    schedule: [online(EVERY_DAY, "09:00", "23:00", 20), clinic(501, MON_SAT, "10:00", "13:00", 20)],
    about: "Consultant cardiologist with fourteen years of practice in Lahore: chest pain, high blood pressure, heart failure, palpitations and cholesterol. Video consultations from morning to late night, every day."
  },
  "54321-P": {
    gender: female,
    specialities: ["Gynecologist"],
    qualifications: ["MBBS", "FCPS (Obstetrics & Gynaecology)"],
    experience_years: 18,
    languages: [Urdu, English, Sindhi],
    fee_online: 2e3,
    fee_clinic: 2500,
    reviews: 8,
    schedule: [clinic(503, MON_WED_FRI, "17:00", "20:00", 20), online(TUE_THU, "20:00", "22:00", 20)],
    about: "Gynaecologist at Hayat Medical Centre, Clifton: pregnancy care, PCOS, infertility, menopause and family planning."
  },
  "23456-D": {
    gender: male,
    specialities: ["Dentist"],
    qualifications: ["BDS", "FCPS (Prosthodontics)"],
    experience_years: 9,
    languages: [Urdu, English, Punjabi],
    fee_online: null,
    fee_clinic: 2e3,
    reviews: 5,
    schedule: [clinic(505, MON_WED_FRI, "10:00", "14:00", 30), clinic(514, TUE_THU_SAT, "16:00", "19:00", 30)],
    about: "Dentist for crowns and bridges, dentures, implants, root canals and routine check-ups, at Rehmat Memorial Hospital I-8 and in F-7."
  }
};

// src/store/seed/directory.ts
var LISTED = "2025-11-01T09:00:00.000Z";
var FIRST_REVIEW_ID = 9001;
var DIRECTORY_ENTRIES = [...PUNJAB_DOCTORS, ...SOUTH_DOCTORS, ...NORTH_DOCTORS].sort(
  (a, b) => a.id - b.id
);
function profileOf(entry) {
  const clinicIds = entry.schedule.flatMap(
    (s) => s.mode === "clinic" && s.location_id !== null ? [s.location_id] : []
  );
  return {
    gender: entry.gender,
    specialities: entry.specialities,
    qualifications: entry.qualifications,
    experience_years: entry.experience_years,
    languages: entry.languages,
    about: entry.about,
    fee_online: entry.fee_online,
    fee_clinic: entry.fee_clinic,
    location_ids: [...new Set(clinicIds)],
    schedule: entry.schedule
  };
}
var emailOf = (name) => `${name.replace(/^Dr\.\s*/, "").toLowerCase().split(/\s+/).join(".")}@sehatlink.pk`;
function doctorOf(entry) {
  return {
    id: entry.id,
    name: entry.name,
    pmdc: entry.pmdc,
    // 0347 numbers are used by no seeded account or test, so sign-up checks never collide.
    phone: `0347${String(1e6 + entry.id).slice(-7)}`,
    email: emailOf(entry.name),
    speciality: entry.specialities[0],
    city: entry.city,
    // Listed by the directory, never signed in: ckeck_password_exists says password_set false.
    password_hash: null,
    has_photo: entry.has_photo,
    created_at: LISTED,
    profile: profileOf(entry)
  };
}
function buildDirectory(accounts) {
  const seeded = accounts.map((doctor) => {
    const profile = SEEDED_DOCTOR_PROFILES[doctor.pmdc];
    return profile ? { doctor: { ...doctor, profile: profileOf(profile) }, reviews: profile.reviews } : { doctor, reviews: 0 };
  });
  const listed = DIRECTORY_ENTRIES.map((entry) => ({ doctor: doctorOf(entry), reviews: entry.reviews }));
  const all = [...seeded, ...listed];
  const reviews = buildReviews(
    all.map(({ doctor, reviews: count }) => ({
      pmdc: doctor.pmdc,
      reviews: count,
      offersOnline: doctor.profile?.fee_online != null,
      offersClinic: doctor.profile?.fee_clinic != null
    })),
    FIRST_REVIEW_ID
  );
  return { doctors: all.map((d) => d.doctor), practice_locations: PRACTICE_LOCATIONS, reviews };
}

// src/store/seed/lab-tests.ts
var CATALOGUE = {
  Haematology: [
    { name: "Complete Blood Count (CBC)", price: 950, report_time_hours: 6, sample_type: "Blood" },
    { name: "Erythrocyte Sedimentation Rate (ESR)", price: 450, report_time_hours: 6, sample_type: "Blood" },
    { name: "Blood Group & Rh Factor", price: 400, report_time_hours: 4, sample_type: "Blood" },
    { name: "Peripheral Blood Smear", price: 900, report_time_hours: 24, sample_type: "Blood" }
  ],
  "Clinical Chemistry": [
    { name: "Fasting Blood Sugar (FBS)", price: 250, report_time_hours: 4, sample_type: "Blood" },
    { name: "HbA1c (Glycated Haemoglobin)", price: 2100, report_time_hours: 24, sample_type: "Blood" },
    { name: "Lipid Profile", price: 2350, discount_price: 1800, report_time_hours: 12, sample_type: "Blood" },
    { name: "Liver Function Tests (LFTs)", price: 1950, report_time_hours: 12, sample_type: "Blood" },
    { name: "Renal Function Tests (RFTs)", price: 1800, report_time_hours: 12, sample_type: "Blood" },
    { name: "Serum Uric Acid", price: 600, discount_price: 800, report_time_hours: 8, sample_type: "Blood" }
  ],
  "Hormones & Vitamins": [
    { name: "Thyroid Stimulating Hormone (TSH)", price: 1600, report_time_hours: 24, sample_type: "Blood" },
    { name: "Thyroid Profile (T3, T4, TSH)", price: 3400, report_time_hours: 24, sample_type: "Blood" },
    { name: "Vitamin D (25-OH)", price: 4200, discount_price: 3200, report_time_hours: 48, sample_type: "Blood" },
    { name: "Vitamin B12", price: 3200, report_time_hours: 48, sample_type: "Blood" },
    { name: "Serum Ferritin", price: 2600, report_time_hours: 24, sample_type: "Blood" }
  ],
  "Serology & Infections": [
    { name: "Dengue NS1 Antigen", price: 2800, discount_price: 2200, report_time_hours: 6, sample_type: "Blood" },
    { name: "Typhidot (IgM/IgG)", price: 1350, report_time_hours: 6, sample_type: "Blood" },
    { name: "Hepatitis B Surface Antigen (HBsAg)", price: 1100, report_time_hours: 12, sample_type: "Blood" },
    { name: "Anti-HCV Antibodies", price: 1300, report_time_hours: 12, sample_type: "Blood" },
    { name: "Malaria Parasite (MP) Smear", price: 500, report_time_hours: 4, sample_type: "Blood" }
  ],
  "Urine & Stool": [
    { name: "Urine Complete Examination", price: 450, report_time_hours: 6, sample_type: "Urine" },
    { name: "Urine Culture & Sensitivity", price: 2200, report_time_hours: 72, sample_type: "Urine" },
    { name: "Stool Routine Examination", price: 500, report_time_hours: 8, sample_type: "Stool" },
    { name: "H. pylori Stool Antigen", price: 2400, report_time_hours: 24, sample_type: "Stool" }
  ],
  "Molecular (PCR)": [
    { name: "HCV RNA PCR (Quantitative)", price: 11500, report_time_hours: 96, sample_type: "Blood" },
    { name: "HBV DNA PCR (Quantitative)", price: 12500, report_time_hours: 96, sample_type: "Blood" },
    { name: "COVID-19 RT-PCR", price: 6500, report_time_hours: 24, sample_type: "Nasal swab" }
  ],
  Radiology: [
    { name: "X-Ray Chest PA View", price: 1500, report_time_hours: 4, sample_type: "Imaging" },
    { name: "Ultrasound Whole Abdomen", price: 3500, report_time_hours: 2, sample_type: "Imaging" },
    { name: "CT Scan Brain (Plain)", price: 12e3, report_time_hours: 24, sample_type: "Imaging" },
    { name: "MRI Brain (Plain)", price: 22e3, report_time_hours: 48, sample_type: "Imaging" }
  ]
};
function labPrice(base, factor) {
  return Math.min(AMOUNT_MAX, Math.round(base * factor / 50) * 50);
}

// src/store/seed/labs.ts
var ALL_DAYS = [0, 1, 2, 3, 4, 5, 6];
var MON_SAT2 = [1, 2, 3, 4, 5, 6];
var LAB_CATEGORIES = [
  "Haematology",
  "Clinical Chemistry",
  "Hormones & Vitamins",
  "Serology & Infections",
  "Urine & Stool"
];
var LABS = [
  {
    lab_name: "Chughtai Diagnostics",
    city: "Lahore",
    factor: 1,
    has_logo: true,
    home_sampling: true,
    description: "ISO-accredited pathology network with same-day reports for routine tests and home sampling across Punjab.",
    established_year: 1984,
    accreditation: "ISO 15189",
    phone: "04235761999",
    email: "info@chughtaidiagnostics.pk",
    categories: [...LAB_CATEGORIES, "Molecular (PCR)"],
    branches: [
      { branch_name: "Jail Road", address: "6-Jail Road, Main Gulberg", city: "Lahore", phone: "04235761999", latitude: 31.5399, longitude: 74.3359, opening_time: "00:00:00", closing_time: "23:59:59", open_days: ALL_DAYS },
      { branch_name: "DHA Phase 5", address: "Plot 112, CCA Block, DHA Phase 5", city: "Lahore", phone: "04237185050", latitude: 31.4627, longitude: 74.4085, opening_time: "08:00:00", closing_time: "22:00:00", open_days: ALL_DAYS },
      { branch_name: "Blue Area", address: "Plot 17, Jinnah Avenue, Blue Area", city: "Islamabad", phone: "0512806060", latitude: 33.7104, longitude: 73.058, opening_time: "08:00:00", closing_time: "21:00:00", open_days: MON_SAT2 },
      { branch_name: "Susan Road", address: "45-A Susan Road, Madina Town", city: "Faisalabad", phone: "0418555505", latitude: 31.409, longitude: 73.082, opening_time: "08:00:00", closing_time: "20:00:00", open_days: MON_SAT2, collection_point: true }
    ]
  },
  {
    lab_name: "Excel Labs",
    city: "Islamabad",
    factor: 0.9,
    has_logo: true,
    home_sampling: true,
    description: "Diagnostic laboratory network in the twin cities and Lahore with online reports and free home sampling above PKR 3,000.",
    established_year: 2012,
    accreditation: "ISO 15189",
    phone: "0518311111",
    email: "info@excel-labs.pk",
    categories: [...LAB_CATEGORIES, "Molecular (PCR)"],
    branches: [
      { branch_name: "F-8 Markaz", address: "Plot 5, Kaghan Road, F-8 Markaz", city: "Islamabad", phone: "0518311111", latitude: 33.7086, longitude: 73.0388, opening_time: "07:00:00", closing_time: "23:00:00", open_days: ALL_DAYS },
      { branch_name: "Saddar", address: "Bank Road, Saddar", city: "Rawalpindi", phone: "0515700111", latitude: 33.5973, longitude: 73.0479, opening_time: "08:00:00", closing_time: "22:00:00", open_days: ALL_DAYS },
      { branch_name: "Gulberg III", address: "88-E/1 Main Boulevard, Gulberg III", city: "Lahore", phone: "04235881111", latitude: 31.5102, longitude: 74.3441, opening_time: "08:00:00", closing_time: "20:00:00", open_days: MON_SAT2, collection_point: true }
    ]
  },
  {
    lab_name: "Islamabad Diagnostic Centre",
    city: "Islamabad",
    factor: 1.05,
    has_logo: true,
    home_sampling: true,
    description: "Laboratory and imaging centre offering pathology, radiology (CT, MRI, ultrasound) and home sampling.",
    established_year: 2002,
    accreditation: "ISO 15189",
    phone: "0512287000",
    email: "info@idc.net.pk",
    categories: [...LAB_CATEGORIES, "Radiology"],
    branches: [
      { branch_name: "G-8 Markaz", address: "Plot 10, G-8 Markaz", city: "Islamabad", phone: "0512287000", latitude: 33.6953, longitude: 73.046, opening_time: "00:00:00", closing_time: "23:59:59", open_days: ALL_DAYS },
      { branch_name: "F-10 Markaz", address: "Building 7, F-10 Markaz", city: "Islamabad", phone: "0512299000", latitude: 33.6952, longitude: 73.0133, opening_time: "08:00:00", closing_time: "22:00:00", open_days: ALL_DAYS, collection_point: true },
      { branch_name: "Bahria Town Phase 7", address: "Spring North Commercial, Bahria Town Phase 7", city: "Rawalpindi", phone: "0515733000", latitude: 33.53, longitude: 73.0988, opening_time: "09:00:00", closing_time: "21:00:00", open_days: MON_SAT2, collection_point: true }
    ]
  },
  {
    lab_name: "Dr. Essa's Laboratory",
    city: "Karachi",
    factor: 0.95,
    has_logo: true,
    home_sampling: true,
    description: "Karachi pathology laboratory with a network of collection centres and diagnostic imaging.",
    established_year: 1980,
    accreditation: "ISO 15189",
    phone: "02111137782",
    email: "info@essalab.com",
    categories: [...LAB_CATEGORIES, "Radiology"],
    branches: [
      { branch_name: "Gulshan-e-Iqbal", address: "B-122, Block 13-B, Gulshan-e-Iqbal", city: "Karachi", phone: "02134968000", latitude: 24.9208, longitude: 67.0937, opening_time: "00:00:00", closing_time: "23:59:59", open_days: ALL_DAYS },
      { branch_name: "Clifton", address: "Plot 21-C, Block 5, Clifton", city: "Karachi", phone: "02135877000", latitude: 24.8138, longitude: 67.03, opening_time: "08:00:00", closing_time: "22:00:00", open_days: ALL_DAYS, collection_point: true },
      { branch_name: "North Nazimabad", address: "D-16, Block H, North Nazimabad", city: "Karachi", phone: "02136630000", latitude: 24.9372, longitude: 67.0423, opening_time: "08:00:00", closing_time: "22:00:00", open_days: MON_SAT2, collection_point: true }
    ]
  },
  {
    lab_name: "Aga Khan University Hospital Clinical Lab",
    city: "Karachi",
    factor: 1.25,
    has_logo: true,
    home_sampling: true,
    description: "Clinical laboratory of the Aga Khan University Hospital with collection units across Pakistan.",
    established_year: 1985,
    accreditation: "CAP, ISO 15189",
    phone: "02134861051",
    email: "clinical.lab@aku.edu",
    categories: [...LAB_CATEGORIES, "Molecular (PCR)", "Radiology"],
    branches: [
      { branch_name: "Stadium Road (Main)", address: "Stadium Road, Karachi", city: "Karachi", phone: "02134861051", latitude: 24.8925, longitude: 67.0741, opening_time: "00:00:00", closing_time: "23:59:59", open_days: ALL_DAYS },
      { branch_name: "Hyderabad Collection Unit", address: "Auto Bhan Road, Latifabad", city: "Hyderabad", phone: "0223820701", latitude: 25.396, longitude: 68.3578, opening_time: "08:00:00", closing_time: "20:00:00", open_days: MON_SAT2, collection_point: true },
      { branch_name: "Multan Collection Unit", address: "Nishtar Road, near Chowk Kumharan", city: "Multan", phone: "0614500910", latitude: 30.1968, longitude: 71.4782, opening_time: "08:00:00", closing_time: "20:00:00", open_days: MON_SAT2, collection_point: true }
    ]
  },
  {
    lab_name: "Shaukat Khanum Diagnostic Centre",
    city: "Lahore",
    factor: 1.15,
    has_logo: true,
    home_sampling: false,
    description: "Diagnostic centres of the Shaukat Khanum Memorial Cancer Hospital: pathology, imaging and cancer screening.",
    established_year: 1994,
    accreditation: "JCI, CAP",
    phone: "04235905000",
    email: "info@skm.org.pk",
    categories: [...LAB_CATEGORIES, "Molecular (PCR)", "Radiology"],
    branches: [
      { branch_name: "Johar Town", address: "7-A Block R-3, Johar Town", city: "Lahore", phone: "04235905000", latitude: 31.4534, longitude: 74.2794, opening_time: "07:30:00", closing_time: "21:00:00", open_days: ALL_DAYS },
      { branch_name: "Hayatabad", address: "5-B2 Phase 5, Hayatabad", city: "Peshawar", phone: "0915885000", latitude: 33.9862, longitude: 71.4337, opening_time: "08:00:00", closing_time: "20:00:00", open_days: MON_SAT2 },
      { branch_name: "Clifton Diagnostic Centre", address: "Block 8, Clifton", city: "Karachi", phone: "02135148000", latitude: 24.8195, longitude: 67.0347, opening_time: "08:00:00", closing_time: "20:00:00", open_days: MON_SAT2, collection_point: true }
    ]
  },
  {
    // No logo: the Labs menu shows the portal's fallback for it.
    lab_name: "Citi Lab & Diagnostic Centre",
    city: "Multan",
    factor: 0.85,
    has_logo: false,
    home_sampling: true,
    description: "Neighbourhood laboratory in Multan with home sampling for routine tests.",
    phone: "0616510000",
    email: "info@citilab.pk",
    categories: ["Haematology", "Clinical Chemistry", "Urine & Stool"],
    branches: [
      { branch_name: "Bosan Road", address: "12 Bosan Road, Gulgasht Colony", city: "Multan", phone: "0616510000", latitude: 30.2223, longitude: 71.4709, opening_time: "08:00:00", closing_time: "22:00:00", open_days: ALL_DAYS }
    ]
  }
];
function buildLabs() {
  const out = { labs: [], lab_branches: [], lab_categories: [] };
  let branchId = 101;
  let categoryId = 10;
  let testId = 1001;
  LABS.forEach(({ factor, categories, branches, ...lab }, index) => {
    const labId = index + 1;
    out.labs.push({ id: labId, ...lab });
    const cats = categories.map((name) => ({
      id: categoryId++,
      lab_id: labId,
      name,
      tests: CATALOGUE[name].map((t) => ({ id: testId++, ...t, price: labPrice(t.price, factor) }))
    }));
    out.lab_categories.push(...cats);
    for (const { collection_point, ...branch } of branches) {
      const offered = cats.filter((c) => !(collection_point && c.name === "Radiology")).map((c) => c.id);
      out.lab_branches.push({ id: branchId++, lab_id: labId, ...branch, category_ids: offered });
    }
  });
  return out;
}

// src/store/seed/packages.ts
var ALL_TIERS = ["Digital advertisement", "Digital invoice", "Digital record keeping"];
var PLAN_LIMITS = [
  "Entry plan: 1 doctor, 2 staff, 2 attachments, video consultation",
  "Second plan: 2 doctors, 2 staff, IPD history and duty roster",
  "Standard: 3 doctors, 5 staff, 3 attachments",
  "Premium: 5 doctors, 10 staff, 5 attachments",
  "Custom: 6+ doctors, 10+ staff, 5+ attachments, all customisable"
];
var PHARMACY_FEATURES = [
  "Revenue record",
  "Inventory management",
  "Staff management",
  "Sales management",
  "Shift management",
  "Supplier management"
];
var features = (lines) => lines.map((description, i) => ({ id: i + 1, description }));
var SEED_PACKAGES = [
  {
    package_name: "Clinic",
    title: "Clinic management software, starting price",
    plan_tier: 0 /* BASIC */,
    facility_type: 0 /* CLINIC */,
    package_amount: 2e3,
    package_discount: 500,
    package_duration: "monthly" /* monthly */,
    is_btn: true,
    all_sub: features([...PLAN_LIMITS, ...ALL_TIERS])
  },
  {
    package_name: "Hospital",
    title: "Hospital management software, starting price",
    plan_tier: 0 /* BASIC */,
    facility_type: 1 /* HOSPITAL */,
    package_amount: 5500,
    package_discount: 500,
    package_duration: "monthly" /* monthly */,
    is_btn: true,
    all_sub: features([...PLAN_LIMITS, ...ALL_TIERS])
  },
  {
    package_name: "Pharmacy",
    title: "Pharmacy management software, starting price",
    plan_tier: 0 /* BASIC */,
    facility_type: 2 /* PHARMACY */,
    package_amount: 2e3,
    package_discount: 500,
    package_duration: "monthly" /* monthly */,
    is_btn: true,
    all_sub: features([...PHARMACY_FEATURES, ...ALL_TIERS])
  }
];

// src/store/seed/index.ts
var nextId = (rows, floor) => Math.max(floor, ...rows.map((r) => r.id)) + 1;
function createSeed() {
  const labs = buildLabs();
  const directory = buildDirectory(SEED_DOCTORS);
  const data = {
    patients: SEED_PATIENTS,
    doctors: directory.doctors,
    facilities: SEED_FACILITIES,
    owners: SEED_OWNERS,
    branches: SEED_BRANCHES,
    staff: SEED_STAFF,
    ...labs,
    packages: SEED_PACKAGES,
    practice_locations: directory.practice_locations,
    reviews: directory.reviews,
    appointments: [],
    payments: [],
    submissions: { demo: [], helpline: [], contact: [], booking: [], clinic_contact: [] },
    sessions: {},
    next_ids: {}
  };
  data.next_ids = {
    patient: nextId(data.patients, 1e3),
    doctor: nextId(data.doctors, 2e3),
    facility: nextId(data.facilities, 6),
    owner: nextId(data.owners, 3e3),
    branch: nextId(data.branches, 10),
    submission: 1,
    booking: 1
  };
  return structuredClone(data);
}

// src/store/upgrade.ts
function upgradeData(data) {
  const added = [];
  const seed = createSeed();
  const loose = data;
  if (!Array.isArray(loose.appointments)) {
    data.appointments = [];
    added.push("appointments");
  }
  if (!Array.isArray(loose.payments)) {
    data.payments = [];
    added.push("payments");
  }
  if (!Array.isArray(loose.practice_locations)) {
    data.practice_locations = seed.practice_locations;
    added.push("practice_locations");
  }
  if (!Array.isArray(loose.reviews)) {
    data.reviews = seed.reviews;
    added.push("reviews");
  }
  const byPmdc2 = new Map(data.doctors.map((d) => [d.pmdc, d]));
  let profiles = 0;
  for (const listed of seed.doctors) {
    const mine = byPmdc2.get(listed.pmdc);
    if (!mine) {
      if (data.doctors.some((d) => d.id === listed.id)) continue;
      data.doctors.push(listed);
      profiles += 1;
    } else if (!mine.profile && listed.profile) {
      mine.profile = listed.profile;
      profiles += 1;
    }
  }
  if (profiles) added.push(`${profiles} directory doctors`);
  for (const [kind, next] of Object.entries(seed.next_ids)) {
    data.next_ids[kind] = Math.max(data.next_ids[kind] ?? next, next);
  }
  return added;
}

// src/store/load.ts
function readPersisted(dataFile) {
  const loaded = loadDataFile(dataFile);
  if (loaded.status !== "loaded") return loaded;
  const { file } = loaded;
  let seq = file.seq ?? 0;
  const journal = journalPathOf(dataFile);
  const base = { status: "loaded", file, replayed: 0, torn: false, broken: null };
  if (!existsSync2(journal)) return { ...base, seq };
  const parsed2 = parseJournal(readFileSync4(journal, "utf8"));
  let replayed = 0;
  let broken = parsed2.bad ? `line ${parsed2.bad.line} is ${parsed2.bad.reason}` : null;
  for (const entry of parsed2.entries) {
    if (entry.seq <= seq) continue;
    try {
      applyOps(file.data, entry.ops);
    } catch (error) {
      broken = `entry ${entry.seq} does not fit the data (${errorMessage(error)})`;
      break;
    }
    seq = entry.seq;
    replayed += 1;
  }
  return { ...base, seq, replayed, torn: parsed2.torn, broken };
}
function loadForStartup(dataFile, logger2) {
  const journal = journalPathOf(dataFile);
  const found = readPersisted(dataFile);
  if (found.status === "corrupt") {
    const aside = quarantine(dataFile);
    const journalAside = existsSync2(journal) ? quarantine(journal) : null;
    logger2.error("data file is corrupt; starting from the seed", {
      data_file: dataFile,
      reason: found.reason,
      moved_to: aside,
      ...journalAside ? { journal_moved_to: journalAside } : {}
    });
    return null;
  }
  if (found.status === "missing") {
    if (existsSync2(journal)) {
      logger2.error("journal without its data file; keeping it aside", { moved_to: quarantine(journal) });
    }
    logger2.info("no data file yet; starting from the seed and creating it", { data_file: dataFile });
    return null;
  }
  if (found.torn) logger2.info("journal ends with a cut-off line (never acknowledged); ignored", { journal });
  if (found.broken) {
    logger2.error("journal is damaged; replayed up to the damage", {
      journal,
      reason: found.broken,
      copy_kept_at: keepCopy(journal)
    });
  }
  return found;
}
function readSeedFile(seedFile) {
  const found = readPersisted(seedFile);
  if (found.status === "missing") throw new DataFileError(`--seed ${seedFile}: no such file`);
  if (found.status === "corrupt") throw new DataFileError(`--seed ${seedFile}: ${found.reason}`);
  upgradeData(found.file.data);
  return found.file.data;
}

// src/store/recorder.ts
function startRecording(root) {
  const dirty = /* @__PURE__ */ new Map();
  const proxies = /* @__PURE__ */ new WeakMap();
  const targets = /* @__PURE__ */ new WeakMap();
  let open2 = true;
  const mark = (path) => {
    if (!open2) return;
    const record2 = recordPathOf(path);
    const key = pathKey(record2);
    if (!dirty.has(key)) dirty.set(key, record2);
  };
  const unwrap = (value) => {
    if (typeof value !== "object" || value === null) return value;
    const target = targets.get(value);
    if (target) return target;
    const fields = value;
    for (const key of Object.keys(fields)) {
      const child = fields[key];
      if (typeof child === "object" && child !== null) {
        const plain = unwrap(child);
        if (plain !== child) fields[key] = plain;
      }
    }
    return value;
  };
  const childKey = (target, key) => Array.isArray(target) && /^\d+$/.test(key) ? Number(key) : key;
  function wrap(target, path) {
    const known = proxies.get(target);
    if (known) return known;
    const proxy = new Proxy(target, {
      get(t, key) {
        const value = Reflect.get(t, key);
        if (!open2 || typeof key !== "string" || typeof value !== "object" || value === null) return value;
        return wrap(value, [...path, childKey(t, key)]);
      },
      set(t, key, value) {
        if (typeof key === "string") {
          if (!isSafeKey(key)) return false;
          mark([...path, childKey(t, key)]);
        }
        return Reflect.set(t, key, unwrap(value));
      },
      deleteProperty(t, key) {
        if (typeof key === "string") mark([...path, childKey(t, key)]);
        return Reflect.deleteProperty(t, key);
      },
      defineProperty(t, key, descriptor) {
        if (typeof key === "string") mark([...path, childKey(t, key)]);
        const value = descriptor.value;
        return Reflect.defineProperty(
          t,
          key,
          "value" in descriptor ? { ...descriptor, value: unwrap(value) } : descriptor
        );
      }
    });
    proxies.set(target, proxy);
    targets.set(proxy, target);
    return proxy;
  }
  return {
    view: wrap(root, []),
    mark,
    finish() {
      open2 = false;
      return [...dirty.values()];
    }
  };
}

// src/store/snapshot-format.ts
function formatSnapshot(file) {
  return `${layout2(file, [], 0)}
`;
}
function layout2(value, path, indent) {
  const inData = path[0] === "data";
  const flat = !inData ? path.length >= 1 : path.length - 1 >= recordDepth(path.slice(1));
  if (flat || typeof value !== "object" || value === null) return JSON.stringify(value) ?? "null";
  const pad = " ".repeat(indent + 1);
  const close = " ".repeat(indent);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    const items = value.map((item, i) => pad + layout2(item, [...path, i], indent + 1));
    return `[
${items.join(",\n")}
${close}]`;
  }
  const entries = Object.entries(value).filter(([, v]) => v !== void 0);
  if (entries.length === 0) return "{}";
  const fields = entries.map(([k, v]) => `${pad}${JSON.stringify(k)}: ${layout2(v, [...path, k], indent + 1)}`);
  return `{
${fields.join(",\n")}
${close}}`;
}

// src/store/store.ts
var isThenable = (value) => typeof value === "object" && value !== null && typeof value.then === "function";
function createStore({
  dataFile,
  seedFile = null,
  logger: logger2,
  secret: fixedSecret,
  minJournalBytes
}) {
  const seed = () => seedFile ? readSeedFile(seedFile) : createSeed();
  let secret = fixedSecret ? Buffer.from(fixedSecret) : randomBytes4(32);
  let seq = 0;
  if (dataFile) prepareDataFilePath(dataFile);
  const loaded = dataFile ? loadForStartup(dataFile, logger2) : null;
  let data = loaded ? loaded.file.data : seed();
  if (dataFile && loaded) {
    seq = loaded.seq;
    if (!fixedSecret) secret = Buffer.from(loaded.file.secret, "base64url");
    const added = upgradeData(data);
    logger2.info("data file loaded", {
      data_file: dataFile,
      patients: data.patients.length,
      journal_entries_replayed: loaded.replayed
    });
    if (added.length) logger2.info("data file upgraded", { data_file: dataFile, added: added.join(", ") });
  }
  const snapshot = () => formatSnapshot({
    version: FILE_VERSION,
    saved_at: (/* @__PURE__ */ new Date()).toISOString(),
    seq,
    secret: secret.toString("base64url"),
    data
  });
  let disk = null;
  if (dataFile) {
    try {
      disk = openDisk({ file: dataFile, snapshot, minJournalBytes });
    } catch (error) {
      throw new DataFileError(`cannot write the data file ${dataFile}: ${errorMessage(error)}`);
    }
  }
  const indexes = /* @__PURE__ */ new Map();
  const finder = (spec, key, at) => {
    let index = indexes.get(spec);
    if (!index) {
      index = new LiveIndex(spec);
      indexes.set(spec, index);
    }
    return index.find(at, data, key);
  };
  lendIndexes(data, finder);
  let active = null;
  let durable = Promise.resolve();
  function commit2(changed) {
    if (!changed.length) return durable;
    for (const index of indexes.values()) index.follow(data, changed);
    if (!disk) return durable;
    seq += 1;
    const line = journalLine({ seq, at: (/* @__PURE__ */ new Date()).toISOString(), ops: opsFor(data, changed) });
    durable = disk.append(line);
    return durable;
  }
  const store = {
    get data() {
      return data;
    },
    get secret() {
      return secret;
    },
    dataFile,
    async write(change) {
      if (active) throw new Error("store.write() was called inside another store.write()");
      const recording = startRecording(data);
      active = recording;
      let result;
      try {
        result = change(recording.view);
      } catch (error) {
        active = null;
        await commit2(recording.finish());
        throw error;
      }
      active = null;
      const saved = commit2(recording.finish());
      if (isThenable(result)) throw new Error("store.write() needs a synchronous change");
      await saved;
      return result;
    },
    nextId(kind) {
      if (!active) throw new Error("store.nextId() must be called inside store.write()");
      const id = data.next_ids[kind] ?? 1;
      data.next_ids[kind] = id + 1;
      active.mark(["next_ids", kind]);
      return id;
    },
    async reset() {
      if (active) throw new Error("store.reset() was called inside store.write()");
      data = seed();
      lendIndexes(data, finder);
      for (const index of indexes.values()) index.invalidate();
      seq += 1;
      await disk?.compact();
    },
    async close() {
      await disk?.close();
    }
  };
  return store;
}

// src/app.ts
function createMockServer(config2, deps = {}) {
  const logger2 = deps.logger ?? createLogger(config2.logLevel);
  const clock = new MockClock(deps.now ?? Date.now);
  const { now } = clock;
  const contract = loadContract();
  const store = createStore({
    dataFile: config2.dataFile,
    seedFile: config2.seedFile,
    logger: logger2,
    secret: config2.sessionSecret
  });
  const stats = new Stats();
  const calls = new CallRegistry({
    ringTimeoutMs: config2.ringTimeoutMs,
    createDoctorPeer: deps.createDoctorPeer ?? unavailableDoctorPeer,
    logger: logger2,
    onState: (call) => stats.count(`calls_${call.state}`)
  });
  let notify = null;
  const ctx = {
    config: config2,
    store,
    logger: logger2,
    now,
    clock,
    nextOutcome: new NextOutcome(),
    otp: new OtpService(now),
    resets: new ResetTokens(now),
    signInFailures: new SlidingWindowLimiter(SIGN_IN_FAILURE_LIMIT, SIGN_IN_WINDOW_MS),
    stats,
    faults: new FaultRegistry(),
    calls,
    endSocketsOf: (hash) => notify?.endSessionSockets(hash)
  };
  const app = express5();
  app.disable("x-powered-by");
  app.set("trust proxy", config2.trustProxy);
  app.use(requestLog(logger2, stats));
  app.use(...corsFor(config2.corsOrigins));
  app.use(sessionMiddleware(store, now));
  app.use(createDocsRouter(config2.qaEnabled));
  if (config2.qaEnabled) {
    const reset = async () => {
      calls.clear();
      ctx.otp.clear();
      ctx.resets.clear();
      ctx.signInFailures.clear();
      ctx.faults.clear();
      clock.reset();
      ctx.nextOutcome.set(null);
      await store.reset();
      for (const socket of notify?.io.of("/").sockets.values() ?? []) socket.disconnect(true);
    };
    app.use("/__qa", createQaRouter({ ctx, contract, onlinePatients: () => notify?.onlinePatients() ?? [], reset }));
  }
  app.use("/api", apiSecurityHeaders, createApiRouter(ctx, contract, handlers));
  app.use("/__gateway", createGatewayRouter(ctx));
  app.use(
    (req, res) => sendRawError(res, 404, `Not found: ${req.method} ${req.originalUrl.split("?")[0].slice(0, 200)}`)
  );
  app.use(errorHandler(logger2));
  const httpServer = createServer(app);
  answerClientErrors(httpServer);
  notify = createNotifyServer(httpServer, ctx, calls, createPayloadValidators(contract.document));
  const io = notify.io;
  let closing = null;
  const close = () => closing ??= new Promise((resolve) => {
    calls.clear();
    io.disconnectSockets(true);
    void io.close(() => resolve());
    httpServer.closeIdleConnections();
  }).then(() => store.close());
  return { app, httpServer, io, store, ctx, close };
}

// src/modules/calls/simulated-doctor/create-doctor-peer.ts
import { fileURLToPath as fileURLToPath2 } from "node:url";

// src/modules/calls/simulated-doctor/worker-pool.ts
import { fork } from "node:child_process";
function alive(worker) {
  const { child } = worker;
  return child.exitCode === null && child.signalCode === null && child.connected;
}
function createWorkerPool(workerPath, options) {
  let spare = null;
  let spareTimer = null;
  const spawn = () => {
    const child = fork(workerPath, [], {
      // Bare node: no tsx or vitest loader flags inherited, and no shared stdin.
      execArgv: [],
      stdio: ["ignore", "inherit", "inherit", "ipc"],
      serialization: "json"
    });
    const ready = new Promise((resolve) => {
      const onMessage = (message) => {
        if (message?.type !== "ready") return;
        child.off("message", onMessage);
        resolve();
      };
      child.on("message", onMessage);
    });
    child.on("error", () => {
    });
    return { child, ready, warm: false };
  };
  const park = (worker) => {
    worker.child.unref();
    worker.child.channel?.unref();
    worker.child.once("exit", () => {
      if (spare === worker) spare = null;
    });
    spare = worker;
  };
  const scheduleSpare = () => {
    if (!options.prewarm || spare || spareTimer) return;
    spareTimer = setTimeout(() => {
      spareTimer = null;
      if (!spare) park(spawn());
    }, options.prewarmDelayMs);
    spareTimer.unref();
  };
  return {
    /** A worker for a call: the warm spare if there is one, else a fresh process. */
    take() {
      const warm = spare && alive(spare) ? spare : null;
      spare = null;
      let worker;
      if (warm) {
        warm.child.ref();
        warm.child.channel?.ref();
        worker = { ...warm, warm: true };
      } else {
        worker = spawn();
      }
      scheduleSpare();
      return worker;
    },
    /** Ends the spare (server shutdown, tests). */
    dispose() {
      if (spareTimer) clearTimeout(spareTimer);
      spareTimer = null;
      if (spare && alive(spare)) spare.child.send({ type: "stop" });
      spare = null;
    }
  };
}

// src/modules/calls/simulated-doctor/create-doctor-peer.ts
var isWorkerMessage = (raw) => typeof raw === "object" && raw !== null && "type" in raw && typeof raw.type === "string";
var END_MESSAGES2 = {
  ["doctor_hangup" /* doctor_hangup */]: "The doctor ended the call.",
  ["doctor_unavailable" /* doctor_unavailable */]: "The connection to the doctor was lost. The call has ended."
};
var DEFAULT_WORKER = fileURLToPath2(new URL("./doctor-worker.mjs", import.meta.url));
function createSimulatedDoctor(options = {}) {
  const {
    workerPath = DEFAULT_WORKER,
    readyTimeoutMs = 1e4,
    stopTimeoutMs = 3e3,
    closeGraceMs = 1500,
    prewarm = true,
    prewarmDelayMs = 2e3,
    log = () => {
    }
  } = options;
  const pool = createWorkerPool(workerPath, { prewarm, prewarmDelayMs });
  function createDoctorPeer2(call, handlers2) {
    const behaviour = call.doctor_behaviour ?? "normal";
    if (behaviour === "no_answer") return { signal() {
    }, stop() {
    } };
    const hangupAfterMs = behaviour === "hangup_after" ? Math.max(0, call.hangup_after_seconds ?? 10) * 1e3 : null;
    const { child, ready: workerReady, warm } = pool.take();
    log(`simulated doctor ${call.call_id}: ${warm ? "warm" : "new"} worker ${child.pid}`);
    const config2 = { callId: call.call_id, video: behaviour !== "no_video", hangupAfterMs };
    let ready = false;
    let stopped = false;
    let ended = false;
    const pending = [];
    const timers = /* @__PURE__ */ new Set();
    const later = (ms, fn) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, ms);
      timers.add(timer);
      return timer;
    };
    const post = (message) => {
      if (!child.connected) return;
      try {
        child.send(message);
      } catch {
      }
    };
    const stop = () => {
      if (stopped) return;
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (child.exitCode !== null || child.signalCode !== null) return;
      post({ type: "stop" });
      const kill = setTimeout(() => child.kill("SIGKILL"), stopTimeoutMs);
      kill.unref();
      child.once("exit", () => clearTimeout(kill));
    };
    const end = (reason, why) => {
      if (ended || stopped) return;
      ended = true;
      log(`simulated doctor ${call.call_id}: ${why}`);
      handlers2.end(reason, END_MESSAGES2[reason]);
      stop();
    };
    const readyTimer = later(
      readyTimeoutMs,
      () => end("doctor_unavailable" /* doctor_unavailable */, "worker never became ready")
    );
    void workerReady.then(() => {
      if (stopped) return;
      ready = true;
      clearTimeout(readyTimer);
      timers.delete(readyTimer);
      post({ type: "start", config: config2 });
      for (const signal of pending.splice(0)) post({ type: "signal", signal });
    });
    child.on("message", (message) => {
      if (stopped || !isWorkerMessage(message)) return;
      switch (message.type) {
        case "signal":
          handlers2.sendSignal(message.signal);
          break;
        case "connected":
          log(`simulated doctor ${call.call_id}: connected`);
          break;
        case "hangup":
          end("doctor_hangup" /* doctor_hangup */, `hung up after ${hangupAfterMs} ms`);
          break;
        case "closed":
          later(closeGraceMs, () => end("doctor_unavailable" /* doctor_unavailable */, "peer closed"));
          break;
        case "failed":
          end("doctor_unavailable" /* doctor_unavailable */, `peer failed: ${message.message}`);
          break;
      }
    });
    child.on("error", (error) => end("doctor_unavailable" /* doctor_unavailable */, `worker error: ${error.message}`));
    child.on("exit", (code, signal) => {
      log(`simulated doctor ${call.call_id}: worker exited (code ${code}, signal ${signal})`);
      if (!stopped) end("doctor_unavailable" /* doctor_unavailable */, "worker exited unexpectedly");
    });
    return {
      signal(data) {
        if (stopped) return;
        if (ready) post({ type: "signal", signal: data });
        else pending.push(data);
      },
      stop
    };
  }
  return Object.assign(createDoctorPeer2, { dispose: () => pool.dispose() });
}
var defaultDoctor = null;
var createDoctorPeer = (call, handlers2) => {
  defaultDoctor ??= createSimulatedDoctor();
  return defaultDoctor(call, handlers2);
};

// src/listen.ts
function boundPort(server2, asked) {
  const address = server2.address();
  return typeof address === "object" && address ? address.port : asked;
}

// src/main.ts
var started = process.hrtime.bigint();
var parsed = parseConfig(process.argv.slice(2), process.env);
if (!parsed.ok) {
  console.error(`mock-server: invalid configuration
  - ${parsed.errors.join("\n  - ")}`);
  process.exit(1);
}
var config = parsed.config;
var logger = createLogger(config.logLevel);
var server = (() => {
  try {
    return createMockServer(config, { logger, createDoctorPeer });
  } catch (error) {
    if (!(error instanceof DataFileError)) throw error;
    console.error(`mock-server: ${error.message}`);
    process.exit(1);
  }
})();
server.httpServer.on("error", (error) => {
  logger.error(error.code === "EADDRINUSE" ? `port ${config.port} is already in use (set PORT)` : "server error", {
    error: error.message
  });
  process.exit(1);
});
server.httpServer.listen(config.port, config.host, () => {
  const port = boundPort(server.httpServer, config.port);
  const startupMs = Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
  logger.info("mock server listening", {
    url: `http://localhost:${port}`,
    docs: `http://localhost:${port}/docs`,
    qa_console: config.qaEnabled ? `http://localhost:${port}/__qa` : null,
    data_file: config.dataFile,
    cors_origins: config.corsOrigins,
    node_env: config.nodeEnv,
    startup_ms: startupMs,
    process_uptime_ms: Math.round(process.uptime() * 1e3)
  });
});
var stopping = false;
function shutdown(signal) {
  if (stopping) return;
  stopping = true;
  logger.info("shutting down", { signal });
  const force = setTimeout(() => process.exit(1), 5e3);
  force.unref();
  void server.close().then(() => process.exit(0));
}
process.on("SIGINT", () => shutdown("SIGINT"));
process.on("SIGTERM", () => shutdown("SIGTERM"));
