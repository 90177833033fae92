package main

import (
	"reflect"
	"strings"
	"testing"
	"time"
)

func TestLoadConfig(t *testing.T) {
	defaults := Config{
		BaseURL:          defaultBaseURL,
		AnalyzeModel:     defaultAnalyzeModel,
		ChatModel:        defaultChatModel,
		AnalyzeMaxTokens: defaultAnalyzeMaxTokens,
		ChatMaxTokens:    defaultChatMaxTokens,
		Referer:          defaultReferer,
		Title:            defaultTitle,
		TokensField:      defaultTokensField,
		Timeout:          defaultTimeout,
		IdleTimeout:      defaultIdleTimeout,
		ExcludeReasoning: true,
	}
	tests := []struct {
		name    string
		env     map[string]string
		want    func(c *Config)
		wantErr string
	}{
		{name: "nothing set: OpenRouter defaults, AI off", env: nil, want: func(c *Config) {}},
		{name: "blank values count as unset", env: map[string]string{"AI_BASE_URL": "  ", "AI_CHAT_MODEL": "", "AI_TIMEOUT_SECONDS": " "}, want: func(c *Config) {}},
		{
			name: "a local Ollama",
			env: map[string]string{
				"AI_API_KEY": " ollama \n", "AI_BASE_URL": "http://127.0.0.1:11434/v1/",
				"AI_ANALYZE_MODEL": "qwen3:8b", "AI_CHAT_MODEL": "llama3.2", "AI_ANALYZE_MAX_TOKENS": "4000",
				"AI_CHAT_MAX_TOKENS": "2000", "AI_TIMEOUT_SECONDS": "300", "AI_IDLE_TIMEOUT_SECONDS": "60",
				"AI_REFERER": "https://cv.example", "AI_TITLE": "My CV",
			},
			want: func(c *Config) {
				c.APIKey, c.BaseURL = "ollama", "http://127.0.0.1:11434/v1"
				c.AnalyzeModel, c.ChatModel = "qwen3:8b", "llama3.2"
				c.AnalyzeMaxTokens, c.ChatMaxTokens = 4000, 2000
				c.Timeout, c.IdleTimeout = 300*time.Second, 60*time.Second
				c.Referer, c.Title = "https://cv.example", "My CV"
			},
		},
		{
			name: "an OpenAI reasoning model",
			env:  map[string]string{"AI_BASE_URL": "https://api.openai.com/v1", "AI_ANALYZE_MODEL": "o4-mini", "AI_MAX_TOKENS_FIELD": "max_completion_tokens", "AI_REASONING": "include"},
			want: func(c *Config) {
				c.BaseURL, c.AnalyzeModel, c.TokensField = "https://api.openai.com/v1", "o4-mini", "max_completion_tokens"
				c.ExcludeReasoning = false
			},
		},
		{name: "an unknown reasoning setting", env: map[string]string{"AI_REASONING": "off"}, wantErr: "AI_REASONING"},
		{name: "an unknown token field", env: map[string]string{"AI_MAX_TOKENS_FIELD": "maxTokens"}, wantErr: "AI_MAX_TOKENS_FIELD"},
		{name: "a base URL without scheme", env: map[string]string{"AI_BASE_URL": "api.openai.com/v1"}, wantErr: "AI_BASE_URL"},
		{name: "a token limit that is not a number", env: map[string]string{"AI_CHAT_MAX_TOKENS": "lots"}, wantErr: "AI_CHAT_MAX_TOKENS"},
		{name: "a zero timeout", env: map[string]string{"AI_TIMEOUT_SECONDS": "0"}, wantErr: "AI_TIMEOUT_SECONDS"},
		{name: "a negative idle timeout", env: map[string]string{"AI_IDLE_TIMEOUT_SECONDS": "-5"}, wantErr: "AI_IDLE_TIMEOUT_SECONDS"},
		{name: "a secret pasted into a number", env: map[string]string{"AI_ANALYZE_MAX_TOKENS": "sk-or-v1-oops"}, wantErr: "AI_ANALYZE_MAX_TOKENS"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := loadConfig(func(name string) string { return tt.env[name] })
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one naming %s", err, tt.wantErr)
				}
				// A value long enough to be a secret must not be quoted.
				for _, v := range tt.env {
					if v = strings.TrimSpace(v); len(v) >= 4 && strings.Contains(err.Error(), v) {
						t.Errorf("err %q quotes the value %q", err, v)
					}
				}
				return
			}
			if err != nil {
				t.Fatalf("err = %v", err)
			}
			want := defaults
			tt.want(&want)
			if !reflect.DeepEqual(got, want) {
				t.Errorf("config = %+v\nwant %+v", got, want)
			}
			if got.AIEnabled() != (want.APIKey != "") {
				t.Errorf("AIEnabled = %t with key %q", got.AIEnabled(), got.APIKey)
			}
		})
	}
}
