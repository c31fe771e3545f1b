// Structured access logs: one JSON line per request on stdout, for any log collector.
export function accessLog(write = (line) => process.stdout.write(line)) {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('close', () => {
      write(
        `${JSON.stringify({
          time: new Date().toISOString(),
          method: req.method,
          path: req.originalUrl,
          status: res.statusCode,
          ms: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
          bytes: Number(res.getHeader('content-length') ?? 0),
          ip: req.ip,
          aborted: !res.writableFinished,
        })}\n`,
      );
    });
    next();
  };
}
