//go:build js && wasm

// Command worker is Shortlist's Cloudflare Worker: the /api routes, served by
// syumai/workers. Static assets are served by Workers Assets before this runs.
package main

import (
	"log"
	"os"

	"github.com/syumai/workers"
	"github.com/syumai/workers/cloudflare"
)

// main runs once per request in a fresh instance (syumai/workers), so it
// only reads the configuration and serves.
func main() {
	logger := log.New(os.Stderr, "", 0)
	cfg, err := loadConfig(cloudflare.Getenv)
	if err != nil {
		// The message names the variable, never a value; AI stays off.
		logger.Print(err)
		cfg = Config{}
	}
	cfg.Transport = fetchTransport{
		batchReader: cloudflare.GetBinding("BATCH_READER"),
		eventReader: cloudflare.GetBinding("EVENT_READER"),
		// A read of an event stream returns at most this long after its
		// first chunk: a stall is seen at most a quarter of the idle
		// timeout late (worker/read-events.mjs).
		wait: cfg.IdleTimeout / 4,
	}
	cfg.Limiter = newBindingLimiter(cloudflare.GetBinding("AI_RATE_LIMIT"), logger)
	cfg.Log = logger
	workers.Serve(cancelOnAbort(cloudflare.GetBinding("REQUEST_SIGNAL"), routes(cfg)))
}
