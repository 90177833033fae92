package main

import (
	"fmt"
	"log"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// Config is everything the worker reads from its environment, read once in
// main and passed down; no other code reads variables or secrets.
type Config struct {
	// APIKey is the AI provider's key (a secret). Empty means AI is off.
	APIKey string
	// BaseURL is the provider's OpenAI-compatible API root; the worker posts
	// to BaseURL + "/chat/completions".
	BaseURL string
	// AnalyzeModel answers /api/analyze; ChatModel answers /api/format and
	// /api/suggest.
	AnalyzeModel, ChatModel string
	// AnalyzeMaxTokens and ChatMaxTokens cap each reply.
	AnalyzeMaxTokens, ChatMaxTokens int
	// TokensField names the cap in the request: "max_tokens", which most
	// providers take, or "max_completion_tokens", which OpenAI's reasoning
	// models require (they refuse max_tokens with a 400).
	TokensField string
	// ExcludeReasoning asks the provider to leave the model's reasoning out
	// of its answer (OpenRouter's "reasoning": {"exclude": true}): the worker
	// never passes it on, and reading it cost most of a long reply's CPU.
	// AI_REASONING=include sends no such field (for providers that refuse
	// it, such as OpenAI).
	ExcludeReasoning bool
	// Referer and Title are sent as HTTP-Referer and X-Title, OpenRouter's
	// app attribution; other providers ignore them.
	Referer, Title string
	// Timeout bounds one operation, retries and the repair included.
	// IdleTimeout bounds the wait for the provider's headers and between
	// two chunks of its streamed answer.
	Timeout, IdleTimeout time.Duration

	// AllowedHosts, when not empty, are the only hosts (host:port, lower
	// case) requests may address; make dev sets them (ALLOWED_HOSTS, comma
	// separated) against DNS rebinding.
	AllowedHosts []string

	// Transport sends the provider requests: the runtime's fetch in
	// workerd (fetch_js.go). A RoundTripper rather than an *http.Client because the
	// client's code pulls net/http's own transport (TLS, HTTP/2) into the
	// wasm, nearly doubling the worker's upload size.
	Transport http.RoundTripper
	// Limiter is the per-client rate limit; nil means none is bound.
	Limiter Limiter
	// Log receives one line per AI operation, never a user's text.
	Log *log.Logger
}

// Limiter decides whether a client, named by key, may make one more request.
type Limiter interface {
	Allow(key string) bool
}

// AIEnabled reports whether a provider key is configured.
func (c Config) AIEnabled() bool { return c.APIKey != "" }

// The configuration's defaults: OpenRouter, a free reasoning model for the
// analysis and a free chat model for formatting and suggestions.
const (
	defaultBaseURL          = "https://openrouter.ai/api/v1"
	defaultAnalyzeModel     = "deepseek/deepseek-r1-0528:free"
	defaultChatModel        = "meta-llama/llama-3.3-70b-instruct:free"
	defaultAnalyzeMaxTokens = 16000
	defaultChatMaxTokens    = 8000
	defaultTokensField      = "max_tokens"
	defaultReferer          = "https://github.com/shortlist/shortlist"
	defaultTitle            = "Shortlist"
	defaultTimeout          = 120 * time.Second
	defaultIdleTimeout      = 30 * time.Second
)

// loadConfig reads the provider settings through getenv (cloudflare.Getenv
// in the worker), applying the defaults to unset variables. A malformed
// number or URL is an error that names the variable, never its value, so
// a misplaced secret cannot reach a log.
func loadConfig(getenv func(string) string) (Config, error) {
	c := Config{
		APIKey:       strings.TrimSpace(getenv("AI_API_KEY")),
		BaseURL:      strings.TrimRight(orDefault(getenv("AI_BASE_URL"), defaultBaseURL), "/"),
		AnalyzeModel: orDefault(getenv("AI_ANALYZE_MODEL"), defaultAnalyzeModel),
		ChatModel:    orDefault(getenv("AI_CHAT_MODEL"), defaultChatModel),
		Referer:      orDefault(getenv("AI_REFERER"), defaultReferer),
		Title:        orDefault(getenv("AI_TITLE"), defaultTitle),
		TokensField:  orDefault(getenv("AI_MAX_TOKENS_FIELD"), defaultTokensField),
	}
	for _, h := range strings.Split(getenv("ALLOWED_HOSTS"), ",") {
		if h = strings.ToLower(strings.TrimSpace(h)); h != "" {
			c.AllowedHosts = append(c.AllowedHosts, h)
		}
	}
	if !strings.HasPrefix(c.BaseURL, "https://") && !strings.HasPrefix(c.BaseURL, "http://") {
		return Config{}, fmt.Errorf("worker: AI_BASE_URL must start with https:// or http://")
	}
	if c.TokensField != "max_tokens" && c.TokensField != "max_completion_tokens" {
		return Config{}, fmt.Errorf("worker: AI_MAX_TOKENS_FIELD must be max_tokens or max_completion_tokens")
	}
	switch orDefault(getenv("AI_REASONING"), "exclude") {
	case "exclude":
		c.ExcludeReasoning = true
	case "include":
	default:
		return Config{}, fmt.Errorf("worker: AI_REASONING must be exclude or include")
	}
	var err error
	if c.AnalyzeMaxTokens, err = positive(getenv, "AI_ANALYZE_MAX_TOKENS", defaultAnalyzeMaxTokens); err != nil {
		return Config{}, err
	}
	if c.ChatMaxTokens, err = positive(getenv, "AI_CHAT_MAX_TOKENS", defaultChatMaxTokens); err != nil {
		return Config{}, err
	}
	var seconds int
	if seconds, err = positive(getenv, "AI_TIMEOUT_SECONDS", int(defaultTimeout/time.Second)); err != nil {
		return Config{}, err
	}
	c.Timeout = time.Duration(seconds) * time.Second
	if seconds, err = positive(getenv, "AI_IDLE_TIMEOUT_SECONDS", int(defaultIdleTimeout/time.Second)); err != nil {
		return Config{}, err
	}
	c.IdleTimeout = time.Duration(seconds) * time.Second
	return c, nil
}

func orDefault(v, def string) string {
	if v = strings.TrimSpace(v); v != "" {
		return v
	}
	return def
}

func positive(getenv func(string) string, name string, def int) (int, error) {
	v := strings.TrimSpace(getenv(name))
	if v == "" {
		return def, nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n <= 0 {
		return 0, fmt.Errorf("worker: %s must be a whole number above 0", name)
	}
	return n, nil
}
