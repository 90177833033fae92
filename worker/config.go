package main

// Config is everything the worker reads from its environment, read once in
// main and passed down; no other code reads variables or secrets.
type Config struct {
	// APIKey is the AI provider's key (a secret). Empty means AI is off.
	APIKey string
}

// AIEnabled reports whether a provider key is configured.
func (c Config) AIEnabled() bool { return c.APIKey != "" }
