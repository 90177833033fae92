# Shortlist: `make dev` serves the app on http://127.0.0.1:$(PORT); `make test`
# runs every suite and ends with one line "N passed, N failed".
SHELL := bash
.SHELLFLAGS := -o pipefail -ec
.DEFAULT_GOAL := dev
.DELETE_ON_ERROR:

PORT ?= 8787
# npm scripts and tools run on the Node 22 that web/ installs (package node@22).
export PATH := $(CURDIR)/web/node_modules/.bin:$(PATH)
# wrangler quiet and offline: no metrics, no Request.cf download, no prompts.
export WRANGLER_SEND_METRICS := false
export CLOUDFLARE_CF_FETCH_ENABLED := false
# No banner, and with it no npm lookup for a newer wrangler ("update available").
export WRANGLER_HIDE_BANNER := true

GOROOT_WASM := $(shell go env GOROOT)/lib/wasm
GO_SRC := go.mod go.sum $(shell find wasm worker -name '*.go' -not -name '*_test.go' 2>/dev/null)
CORE_SRC := go.mod $(shell find wasm -name '*.go' -not -name '*_test.go' 2>/dev/null) $(shell find wasm -path '*/data/*' -type f 2>/dev/null)
WEB_SRC := $(shell find web/src web/public -type f 2>/dev/null) web/index.html web/vite.config.ts web/tsconfig.json

NODE_MODULES := web/node_modules/.install-stamp
CORE_WASM := web/src/lib/generated/core.wasm
WASM_EXEC := web/src/lib/generated/wasm_exec.js
WORKER_WASM := build/worker/app.wasm
WORKER_JS := build/worker/worker.mjs
WORKER_ASSETS := build/worker-assets
WEB_DIST := web/dist/index.html
RESULTS := build/test-results
REPORTS := reports

include worker/tinygo.mk

.PHONY: dev build deploy test bench eval clean chromium libreoffice poppler \
	test-go test-go-wasm test-go-tinygo test-vitest test-worker test-e2e test-deploy test-lint

## Build ---------------------------------------------------------------------

build: $(WEB_DIST) $(WORKER_WASM) $(WORKER_JS)

$(NODE_MODULES): web/package.json web/package-lock.json
	cd web && npm ci --no-audit --no-fund --loglevel=error
	touch $@

# The core the page loads is built with TinyGo (CORE=tinygo, the default) or
# with standard Go (`make CORE=go`, the fallback): 0.71 MB gzip against
# 1.70 MB, the same answers (docs/tinygo.md). Each toolchain needs its own
# wasm_exec.js. build/core-toolchain holds the last choice, rewritten only
# when it changes, so switching rebuilds both files and nothing else.
CORE ?= tinygo
CORE_STACK := 256KB
CORE_CHOICE := build/core-toolchain
$(shell mkdir -p build && [ "$$(cat $(CORE_CHOICE) 2>/dev/null)" = "$(CORE)" ] || echo "$(CORE)" > $(CORE_CHOICE))

ifeq ($(CORE),go)
$(WASM_EXEC): $(GOROOT_WASM)/wasm_exec.js $(CORE_CHOICE)
	mkdir -p $(@D)
	cp $< $@

$(CORE_WASM): $(CORE_SRC) $(CORE_CHOICE)
	mkdir -p $(@D)
	GOOS=js GOARCH=wasm go build -trimpath -ldflags='-s -w' -o $@ ./wasm/cmd/core
else ifeq ($(CORE),tinygo)
$(WASM_EXEC): $(TINYGO) $(CORE_CHOICE)
	mkdir -p $(@D)
	cp $(TINYGO_WASM_EXEC) $@

# CORE_STACK: package initialisation (the parser's and matcher's regexps)
# overflows TinyGo's default 64 KiB goroutine stack, corrupting the heap; and
# every call from the page runs in a new goroutine with a stack of this size,
# so a larger one costs memory and time on every call (1 MB: 480 MiB of wasm
# memory after 500 calls, 160 ms per 10k+10k analysis; 256 KB: 60 MiB and
# 18 ms). The tests run with the same size (test-go-tinygo). -panic=trap
# drops panic messages (a panic is a trap either way, and the page reports
# the engine failed) for 86 kB gzip. A second wasm-opt -Oz pass (binaryen,
# which TinyGo needs anyway; the features are TinyGo's wasm target's) takes
# 20 kB gzip more off, the answers byte-identical. The Makefile is a
# prerequisite because these flags are in it. docs/tinygo.md has the figures.
# -interp-timeout as for the tests below: wasm/match's initialisation took
# TinyGo's interp pass over its default 3 minutes at load 25.
$(CORE_WASM): $(CORE_SRC) $(TINYGO) $(CORE_CHOICE) Makefile
	mkdir -p $(@D) build
	$(TINYGO_RUN) build -target wasm -no-debug -interp-timeout=15m -stack-size=$(CORE_STACK) -panic=trap -o build/core-tinygo.wasm ./wasm/cmd/core
	wasm-opt -Oz --enable-bulk-memory --enable-mutable-globals --enable-nontrapping-float-to-int --enable-sign-ext \
		build/core-tinygo.wasm -o $@
else
$(error CORE must be tinygo or go, not "$(CORE)")
endif

# workers-assets-gen empties its output folder first (os.RemoveAll), so it
# writes to a folder of its own and its files are copied next to app.wasm:
# the order of the two rules then never matters.
# The Makefile too: it picks the mode (tinygo), which decides wasm_exec.js.
$(WORKER_JS): go.mod Makefile
	go run github.com/syumai/workers/cmd/workers-assets-gen -mode=tinygo -o $(WORKER_ASSETS)
	mkdir -p $(@D)
	cp $(WORKER_ASSETS)/* $(@D)/

# The worker is built with TinyGo only: syumai/workers starts a Go instance
# per request, and TinyGo's starts in a fifth of standard Go's CPU time.
# The memory starts at 1 MiB instead of the linker's 192 KiB: TinyGo collects
# before each step of heap growth, and those collections were a third of a
# /api/health request's CPU; a larger start made each collection (its sweep)
# dearer again (make bench, docs/worker.md "Worker figures").
# The Makefile is a prerequisite because these flags are in it.
$(WORKER_WASM): $(GO_SRC) $(TINYGO) Makefile
	mkdir -p $(@D)
	$(TINYGO_RUN) build -target wasm -no-debug -ldflags=-extldflags=--initial-memory=1048576 -o $@ ./worker

$(WEB_DIST): $(NODE_MODULES) $(CORE_WASM) $(WASM_EXEC) $(WEB_SRC)
	cd web && tsc --noEmit -p . && vite build --logLevel warn

## Run -----------------------------------------------------------------------

# dev.mjs checks the port and the built files, starts wrangler and waits a
# bounded time for /api/health: if wrangler cannot load the worker it stops
# wrangler and exits non-zero with the reason, instead of leaving a port
# that accepts connections and hangs.
dev: build
	@node web/scripts/dev.mjs $(PORT)

# Deploys to Cloudflare (after `wrangler login`; the key: `wrangler secret put AI_API_KEY`).
deploy: build
	wrangler deploy

## Test ----------------------------------------------------------------------
# Each suite records its output and exit code under $(RESULTS); the summary
# sums them and fails if any suite failed, after all of them ran.
# Two lanes at once (make -j2; -k so that one that cannot start stops not the
# other): Playwright, which waits on the page most of its time (about 0.7 of
# 2 cores on a quiet machine), and every other suite (test-others) at a
# lower priority (nice), which takes the CPU Playwright leaves idle and yields it
# when a test needs it. Playwright's output is printed whole when it ends.
# test-others is named first: named second, it started at once but
# test-e2e, whose prerequisites (chromium, libreoffice, poppler) are recipes
# run again in this make, waited for the whole lane (Playwright started at
# 720 s of a 1,489 s run; reproduced with a two-target Makefile, GNU make
# 4.3): the two lanes ran one after the other.

# CPU_TIMES, at the end of a suite's recipe line (not in a pipe: a subshell
# counts none of it), records the CPU time of what the line ran (bash's
# times: user and system time of its waited-for children); the summary
# prints it beside the suite's end, since a suite's wall time on two shared
# cores says little of its cost.
CPU_TIMES := times
test: build chromium libreoffice poppler
	@rm -rf $(RESULTS) $(REPORTS) && mkdir -p $(RESULTS) $(REPORTS) && date +%s > $(RESULTS)/started
	-$(MAKE) --no-print-directory -k -j2 --output-sync=target test-others test-e2e
	@node web/scripts/test-summary.mjs $(RESULTS) $(REPORTS)

# Every suite but Playwright, niced as a whole: the TinyGo pass from the
# start, beside lint, go test and the other suites in turn (test-checks);
# its comparison with go test's results once both have run. The TinyGo
# pass, mostly compiles, is the longest: started after Vitest it ran alone
# at the end for over five minutes (session 18: it ended at 1,436 s, the
# others at 841 s); started after go test it still ended last (session 20:
# at 1,332 s, the others at 1,061 s, go test having ended at 271 s).
# Niceness 5: a third of a normal process's share when both want the CPU;
# 10 (a tenth) starved the lane on a machine busy with other work
# (prettier's check got 7 s of CPU in 6 min at load 30).
# `make test NICE=` runs it unniced.
NICE ?= nice -n 5
.PHONY: test-others test-checks test-rest
test-others:
	-$(NICE) $(MAKE) --no-print-directory -k -j2 --output-sync=target test-tinygo-run test-checks
	-$(NICE) $(MAKE) --no-print-directory test-tinygo-compare

test-checks:
	-$(MAKE) --no-print-directory test-lint
	-$(MAKE) --no-print-directory test-go
	-$(MAKE) --no-print-directory test-rest

# js/wasm, Vitest, then the worker's tests and the deploy dry run together
# (the worker's tests wait on real timers in wrangler and use under a core).
test-rest:
	-$(MAKE) --no-print-directory test-go-wasm
	-$(MAKE) --no-print-directory test-vitest
	-$(MAKE) --no-print-directory -k -j2 --output-sync=target test-worker test-deploy

# Import boundaries (features never import each other; src/cv is React-free;
# the CV record only through lib/use-cv.ts), colours by role (check-colours.mjs),
# no import cycle of modules or folders (check-cycles.mjs: oxlint's no-cycle
# sees neither `import type` nor import()), and Go and the web's TypeScript
# and CSS formatted as gofmt and prettier (web/.prettierrc.json) do: a file
# they would change fails (prettier --write / gofmt -w fixes it).
PRETTIER_FILES := 'src/**/*.{ts,tsx,css}' 'e2e/**/*.ts' '*.ts'
test-lint: $(NODE_MODULES)
	rc=0; cd web && { oxlint -c .oxlintrc.json --deny-warnings src && node scripts/check-colours.mjs src; } 2>&1 \
		| tee ../$(RESULTS)/lint.txt || rc=$$?; echo $$rc > ../$(RESULTS)/lint.rc
	rc=0; node web/scripts/check-cycles.mjs web/src 2>&1 | tee $(RESULTS)/cycles.txt || rc=$$?; echo $$rc > $(RESULTS)/cycles.rc
	rc=0; gofmt -l $$(find wasm worker web/scripts -name '*.go') | tee $(RESULTS)/gofmt.txt; \
		[ -s $(RESULTS)/gofmt.txt ] && { echo "gofmt: the files above differ from gofmt's layout (gofmt -w them)"; rc=1; }; \
		echo $$rc > $(RESULTS)/gofmt.rc
	rc=0; cd web && prettier --check --log-level warn $(PRETTIER_FILES) 2>&1 | tee ../$(RESULTS)/format.txt || rc=$$?; echo $$rc > ../$(RESULTS)/format.rc

# GO_SUMMARY prints a go test -v file's package lines and failures, each
# failure with its test's messages from the 30 lines before it: a clean
# clone's CI keeps only what is printed.
GO_SUMMARY := awk '/^(ok|FAIL|panic)/ { print; next } \
	/--- (PASS|SKIP)/ { split("", said); next } \
	/--- FAIL/ { for (i = NR - 30; i < NR; i++) if (i in said) print said[i]; split("", said); print; next } \
	/_test\.go:[0-9]+: / { said[NR] = $$0 }'

# The eval tests that hold on ../shared's corpora (the parser's and matcher's
# figures, issue 35's invariants over every pair, the duty suggestions) run
# here, natively with -eval, in a second go test; the first leaves them out.
# The TinyGo pass leaves them out too (compare-tests.mjs names them).
EVAL_TESTS := ^(TestEval|TestEvalExtras|TestEvalInvariants|TestEvalDuties)$$
test-go:
	rc=0; go vet ./... 2>&1 | tee $(RESULTS)/go-vet.txt || rc=$$?; echo $$rc > $(RESULTS)/go-vet.rc; $(CPU_TIMES) > $(RESULTS)/go-vet.times
	rc=0; go test -v -count=1 -skip '$(EVAL_TESTS)' ./... > $(RESULTS)/go.txt 2>&1 || rc=$$?; \
		go test -v -count=1 -run '$(EVAL_TESTS)' ./wasm/match ./wasm/parse ./wasm/suggest -args -eval \
		>> $(RESULTS)/go.txt 2>&1 || rc=$$?; echo $$rc > $(RESULTS)/go.rc; $(CPU_TIMES) > $(RESULTS)/go.times; \
		$(GO_SUMMARY) $(RESULTS)/go.txt

test-go-wasm:
	rc=0; GOOS=js GOARCH=wasm go test -v -count=1 -exec="$(GOROOT_WASM)/go_js_wasm_exec" ./wasm/... \
		> $(RESULTS)/go-wasm.txt 2>&1 || rc=$$?; echo $$rc > $(RESULTS)/go-wasm.rc; $(CPU_TIMES) > $(RESULTS)/go-wasm.times; \
		$(GO_SUMMARY) $(RESULTS)/go-wasm.txt

# The core's tests under TinyGo, the toolchain of the core the page loads:
# the wasip1 target, run by Node's WASI (web/scripts/tinygo-test/wasi-run.mjs,
# named in a target file by its absolute path, as TinyGo's emulator setting
# needs). Fuzz tests run their seed corpora in TestFuzzSeeds
# (wasm/internal/seedcorpus). Goroutine stacks are CORE_STACK, as in the core
# the page loads. run-tests.mjs runs one package a `tinygo test`, TINYGO_JOBS
# at a time, each into its own file, and prints the files in a fixed order
# (given several packages, `tinygo test` interleaves their -v lines, and
# compare-tests reads a package's results up to its ok line); it says which
# runs it makes (lexicon's larger stacks, the eval tests of match, parse and
# suggest with -eval on ../shared in their package's run). After test-go, compare-tests.mjs checks that every test standard
# Go ran passed here. docs/tinygo.md has the details.
# -interp-timeout: TinyGo gives up compiling a package whose initialisation
# its interp pass takes over 3 minutes to evaluate; wasm/match's did with two
# compiles at once on a machine at load 21 (a compile-time limit, not a test's).
TINYGO_JOBS ?= 2
TINYGO_TEST_TARGET := build/tinygo-wasip1-node.json
# WASMOPT: TinyGo's wasm-opt step on each test binary with asyncify told that
# no WASI import unwinds, and -O1 (web/scripts/tinygo-test/wasm-opt.sh).
TINYGO_TEST := WASMOPT=$(CURDIR)/web/scripts/tinygo-test/wasm-opt.sh $(TINYGO_RUN) test -target=$(TINYGO_TEST_TARGET) -interp-timeout=15m -v
$(TINYGO_TEST_TARGET): web/scripts/tinygo-test/wasip1-node.json.in
	mkdir -p $(@D)
	sed 's|@RUNNER@|$(CURDIR)/web/scripts/tinygo-test/wasi-run.mjs|' $< > $@

# test-tinygo-run runs the tests; test-tinygo-compare adds the comparison
# with go test's results (when go.txt is there) to the suite's file and
# exit code, the exit code's file keeping the run's time (the summary's
# "ended at").
.PHONY: test-tinygo-run test-tinygo-compare
test-go-tinygo:
	-$(MAKE) --no-print-directory test-tinygo-run
	$(MAKE) --no-print-directory test-tinygo-compare

test-tinygo-run: $(TINYGO) $(TINYGO_TEST_TARGET)
	rc=0; node web/scripts/tinygo-test/run-tests.mjs $(RESULTS)/tinygo $(TINYGO_JOBS) $(CORE_STACK) '$(TINYGO_TEST)' \
		> $(RESULTS)/go-tinygo.txt 2>&1 || rc=$$?; echo $$rc > $(RESULTS)/go-tinygo.rc; $(CPU_TIMES) > $(RESULTS)/go-tinygo.times

test-tinygo-compare:
	rc=$$(cat $(RESULTS)/go-tinygo.rc 2>/dev/null || echo 1); \
		if [ -f $(RESULTS)/go.txt ]; then node web/scripts/tinygo-test/compare-tests.mjs $(RESULTS)/go.txt $(RESULTS)/go-tinygo.txt \
		>> $(RESULTS)/go-tinygo.txt 2>&1 || rc=1; fi; echo $$rc > $(RESULTS)/go-tinygo.rc; \
		touch -r $(RESULTS)/go-tinygo.times $(RESULTS)/go-tinygo.rc 2>/dev/null; \
		grep -E '^(ok|FAIL|panic)|--- FAIL|missing or different' $(RESULTS)/go-tinygo.txt || true

test-vitest: $(NODE_MODULES) $(CORE_WASM) $(WASM_EXEC)
	rc=0; cd web && vitest run --reporter=default --reporter=json --outputFile.json=../$(RESULTS)/vitest.json \
		|| rc=$$?; echo $$rc > ../$(RESULTS)/vitest.rc; $(CPU_TIMES) > ../$(RESULTS)/vitest.times

# Each test file starts its own wrangler and fake provider on free ports, so
# two files run at a time (node's default on 2 cores is one). The timeout is
# a whole file's, a guard against a hang, not a test's bound (those are in
# the tests): 60 s cancelled 6 of the 14 files at load 30-40 with Playwright
# and the TinyGo pass beside them (the 14 take 78 s, two at a time, on a
# quiet machine).
test-worker: build
	rc=0; node --test --test-concurrency=2 --test-timeout=180000 --test-reporter=spec --test-reporter-destination=stdout \
		--test-reporter=tap --test-reporter-destination=$(RESULTS)/worker.tap 'worker/test/*.test.mjs' \
		|| rc=$$?; echo $$rc > $(RESULTS)/worker.rc; $(CPU_TIMES) > $(RESULTS)/worker.times

# The deploy bundle must build offline and stay under 1 MB gzip: the TinyGo
# worker is ≈0.45 MB, so a jump over 1 MB means something grew or the build
# fell back to standard Go (≈1.9 MB). The free plan's own limit is 3 MB.
test-deploy: build
	rc=0; CI=true wrangler deploy --dry-run --outdir build/deploy > $(RESULTS)/deploy.txt 2>&1 \
		&& node web/scripts/check-deploy-size.mjs $(RESULTS)/deploy.txt 1024 || rc=$$?; echo $$rc > $(RESULTS)/deploy.rc; $(CPU_TIMES) > $(RESULTS)/deploy.times

test-e2e: build chromium libreoffice poppler
	rc=0; cd web && REPORTS_DIR=../$(REPORTS) playwright test || rc=$$?; echo $$rc > ../$(RESULTS)/playwright.rc; $(CPU_TIMES) > ../$(RESULTS)/playwright.times

# Debian's Chromium for Playwright; the retry covers the image's apt hook that
# can delete a downloaded .deb between dpkg calls.
chromium:
	@command -v chromium >/dev/null || { apt-get update -qq && \
		for i in 1 2 3; do apt-get install -y -qq --no-install-recommends chromium && break; done; }
	@command -v chromium >/dev/null

# LibreOffice (headless) opens the downloaded Word file in the e2e tests.
libreoffice:
	@command -v soffice >/dev/null || { apt-get update -qq && \
		for i in 1 2 3; do apt-get install -y -qq --no-install-recommends libreoffice-writer-nogui && break; done; }
	@command -v soffice >/dev/null

# poppler-utils: pdftotext, pdfinfo and pdffonts read the PDF download back in
# the e2e tests, as an applicant tracking system's text extraction would.
poppler:
	@command -v pdftotext >/dev/null || { apt-get update -qq && \
		for i in 1 2 3; do apt-get install -y -qq --no-install-recommends poppler-utils && break; done; }
	@command -v pdftotext >/dev/null

## Measure -------------------------------------------------------------------

# Lighthouse is used only here: 176 MB in 114 packages is too much for every
# npm ci of the app, so make bench installs the pinned version into build/
# once, from the npm registry.
LIGHTHOUSE_VERSION := 13.5.0
LIGHTHOUSE := build/lighthouse/node_modules/lighthouse/core/index.js

bench: build chromium $(LIGHTHOUSE)
	@node web/scripts/bench.mjs

$(LIGHTHOUSE):
	mkdir -p build/lighthouse
	echo '{ "private": true }' > build/lighthouse/package.json
	cd build/lighthouse && npm install --no-audit --no-fund --loglevel=error lighthouse@$(LIGHTHOUSE_VERSION)

# The theme corpus: community JSON Resume themes from npm, pinned, and the
# official JSON Resume sample (resume-schema, MIT), installed apart from the
# app's package.json; Bootstrap 3 and Font Awesome stand in for the CDN style
# sheets the themes link (web/scripts/make-themes.mjs).
THEME_PACKAGES := jsonresume-theme-actual@0.2.2 jsonresume-theme-caffeine@1.2.3 \
	jsonresume-theme-class@0.1.2 jsonresume-theme-crisp@0.2.12 jsonresume-theme-elegant@1.16.1 \
	jsonresume-theme-eloquent@5.0.0 jsonresume-theme-even@0.26.1 jsonresume-theme-flat@0.3.7 \
	jsonresume-theme-kendall@0.2.0 jsonresume-theme-macchiato@1.1.0 jsonresume-theme-onepage@0.0.3 \
	jsonresume-theme-paper@0.5.0 jsonresume-theme-short@0.1.7 jsonresume-theme-slick@0.1.16 \
	jsonresume-theme-spartan@0.3.0 jsonresume-theme-stackoverflow@3.3.0 resume-schema@1.0.1 \
	bootstrap@3.3.7 font-awesome@4.7.0 @fortawesome/fontawesome-free@6.4.2
THEMES := build/themes/.install-stamp

$(THEMES):
	mkdir -p build/themes
	echo '{ "private": true }' > build/themes/package.json
	cd build/themes && npm install --no-audit --no-fund --loglevel=error $(THEME_PACKAGES)
	touch $@

# The parser is measured on the theme corpus (build/theme-corpus: the figure
# to steer by), on the real fixtures and on a layout corpus of our own generated
# into build/layouts (web/scripts/make-layouts.mjs: the sample CVs of
# ../shared/data in many layouts and four languages, printed by Chromium).
eval: $(NODE_MODULES) $(CORE_WASM) $(WASM_EXEC) $(THEMES) chromium poppler libreoffice
	@node web/scripts/make-themes.mjs build/themes build/theme-corpus
	@go test ./wasm/parse -count=1 -run '^TestEvalThemes$$' -v -args -themes $(CURDIR)/build/theme-corpus 2>/dev/null | grep -v -E '^(=== RUN|--- PASS|PASS|ok )' || true
	@node web/scripts/make-layouts.mjs build/layouts
	@go test ./wasm/parse -count=1 -run '^TestEval(Layouts|Extras)?$$' -v -args -eval -layouts $(CURDIR)/build/layouts 2>/dev/null | grep -v -E '^(=== RUN|--- PASS|PASS|ok )' || true
	@go test ./wasm/match -count=1 -run '^TestEvalLayoutScores$$' -v -args -layouts $(CURDIR)/build/layouts 2>/dev/null | grep -v -E '^(=== RUN|--- PASS|PASS|ok )' || true
	@go test ./wasm/match -count=1 -run '^TestEvalThemeScores$$' -v -args -themes $(CURDIR)/build/theme-corpus 2>/dev/null | grep -v -E '^(=== RUN|--- PASS|PASS|ok )' || true
	@go test ./wasm/match -count=1 -run '^TestEval$$' -v -args -eval 2>/dev/null | grep -v -E '^(=== RUN|--- PASS|PASS|ok )' || true
	@go test ./wasm/match -count=1 -run '^TestEvalInvariants$$' -v -args -eval -themes $(CURDIR)/build/theme-corpus 2>/dev/null | grep -v -E '^(=== RUN|--- PASS|PASS|ok )' || true
	@go test ./wasm/suggest -count=1 -run '^TestEvalDuties$$' -v -args -eval 2>/dev/null | grep -v -E '^(=== RUN|--- PASS|PASS|ok )' || true
	@cd web && READ_BACK_ALL=1 vitest run src/lib/read-back-corpus.test.ts --silent=false 2>/dev/null | grep -E '^read-back ' || true

clean:
	rm -rf build web/dist web/src/lib/generated $(REPORTS)
