//go:build js && wasm

// Command worker is Shortlist's Cloudflare Worker: the /api routes, served by
// syumai/workers. Static assets are served by Workers Assets before this runs.
package main

import (
	"github.com/syumai/workers"
	"github.com/syumai/workers/cloudflare"
)

// main runs once per request in a fresh instance (syumai/workers), so it
// only reads the configuration and serves.
func main() {
	cfg := Config{APIKey: cloudflare.Getenv("AI_API_KEY")}
	workers.Serve(routes(cfg))
}
