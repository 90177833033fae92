# TinyGo for the worker and the core (included by the top Makefile). `make` uses a tinygo on
# PATH when it is v0.42.x (a release includes TinyGo's net fork); otherwise it
# builds TinyGo v0.42.0 from the Go module proxy against Debian's LLVM 19, once,
# into build/tinygo, with its own cache there too.

TINYGO_VERSION := 0.42.0
# TinyGo's fork of net and net/http: a git submodule of TinyGo that the
# proxy's module zip lacks. A clone of github.com/tinygo-org/net at commit
# 1026408a386a88504e6c958e31291dea058e41c0 works as well (see docs/worker.md).
TINYGO_NET ?= ../shared/vendor/tinygo-net
TINYGO_APT := llvm-19-dev libclang-19-dev clang-19 lld-19 liblld-19-dev libclang-rt-19-dev-wasm32 wasi-libc binaryen

ifneq ($(findstring tinygo version $(basename $(TINYGO_VERSION)).,$(shell tinygo version 2>/dev/null)),)
TINYGO := $(shell command -v tinygo)
TINYGO_RUN := tinygo
TINYGO_WASM_EXEC := $(shell tinygo env TINYGOROOT)/targets/wasm_exec.js
else
TINYGO_ROOT := build/tinygo/root
TINYGO := $(TINYGO_ROOT)/build/tinygo
TINYGO_CACHE := build/tinygo/cache
TINYGO_WASM_EXEC := $(TINYGO_ROOT)/targets/wasm_exec.js
# TinyGo keeps its cache in $XDG_CACHE_HOME/tinygo; GOCACHE keeps the
# `go list` it runs on the usual Go cache.
TINYGO_RUN := TINYGOROOT=$(CURDIR)/$(TINYGO_ROOT) XDG_CACHE_HOME=$(CURDIR)/$(TINYGO_CACHE) \
	GOCACHE=$(shell go env GOCACHE) $(CURDIR)/$(TINYGO)

# The build: the module from the proxy; espflasher pinned to v0.6.0 (newer
# ones are refused by the proxy; its EraseFlash then takes no argument); the
# llvm19 tag for Debian's LLVM; the net fork in place of the empty submodule;
# Debian's prebuilt wasi-libc and compiler-rt seeded into TinyGo's cache,
# where it would otherwise build them from submodules the zip lacks; and
# one change to TinyGo's interp pass (INTERP_QUIET, below). This file is a
# prerequisite: a change to the recipe rebuilds TinyGo.
$(TINYGO): worker/tinygo.mk | tinygo-apt
	@test -f $(TINYGO_NET)/net.go -a -f $(TINYGO_NET)/http/server.go || \
		{ echo "TinyGo's net fork is not at TINYGO_NET=$(TINYGO_NET) (see docs/worker.md)"; exit 1; }
	rm -rf $(TINYGO_ROOT) $(TINYGO_CACHE) && mkdir -p $(dir $(TINYGO_ROOT))
	src=$$(cd / && GOFLAGS=-mod=mod go mod download -json github.com/tinygo-org/tinygo@v$(TINYGO_VERSION) \
		| sed -n 's/.*"Dir": "\(.*\)".*/\1/p') && cp -r "$$src" $(TINYGO_ROOT)
	chmod -R u+w $(TINYGO_ROOT)
	cd $(TINYGO_ROOT) && go mod edit -require tinygo.org/x/espflasher@v0.6.0 && \
		sed -i 's/flasher.EraseFlash(progressFunc)/flasher.EraseFlash()/' main.go && \
		sed -i '$(INTERP_QUIET)' interp/errors.go && grep -q 'if isRecoverableError(err) {' interp/errors.go && \
		GOFLAGS=-mod=mod go build -buildvcs=false -tags llvm19 -o build/tinygo.tmp .
	rm -rf $(TINYGO_ROOT)/src/net && mkdir -p $(TINYGO_ROOT)/src/net && cp -r $(TINYGO_NET)/. $(TINYGO_ROOT)/src/net/
	c=$(TINYGO_CACHE)/tinygo && \
		mkdir -p $$c/wasi-libc-wasm32-unknown-wasi-generic $$c/compiler-rt-wasm32-unknown-wasi-generic && \
		cp /usr/lib/wasm32-wasi/libc.a $$c/wasi-libc-wasm32-unknown-wasi-generic/lib.a && \
		cp -r /usr/include/wasm32-wasi $$c/wasi-libc-wasm32-unknown-wasi-generic/include && \
		cp /usr/lib/llvm-19/lib/clang/19/lib/wasi/libclang_rt.builtins-wasm32.a $$c/compiler-rt-wasm32-unknown-wasi-generic/lib.a
	mv $(TINYGO_ROOT)/build/tinygo.tmp $@
	$(TINYGO_RUN) version
endif

# Debian's LLVM 19, clang, lld, wasi-libc and binaryen (wasm-opt) for the
# TinyGo build; the retry covers the image's apt hook that can delete a
# downloaded .deb between dpkg calls.
# INTERP_QUIET: TinyGo's interp pass gives up on an initialiser step it
# cannot run at compile time with a recoverable error, which it drops (the
# step runs at run time); yet each such error first prints its instruction
# as LLVM text, a walk of the whole module (llvm::SlotTracker) every time.
# The error keeps its position and cause, which is all a recoverable one
# is read for (TinyGo's interp.go and interpreter.go); an error that stops
# the build prints as before. The output is byte-identical; the test
# binaries' compile CPU falls by about a quarter (docs/tinygo.md).
INTERP_QUIET := /^func (r \*runner) errorAt(/,/^}/ s/^\tpos := getPosition(inst.llvmInst)$$/&\n\tif isRecoverableError(err) {\n\t\treturn \&Error{ImportPath: r.pkgName, Pos: pos, Err: err}\n\t}/

.PHONY: tinygo-apt
tinygo-apt:
	@dpkg -s $(TINYGO_APT) >/dev/null 2>&1 || { apt-get update -qq && \
		for i in 1 2 3; do apt-get install -y -qq --no-install-recommends $(TINYGO_APT) && break; done; }
	@dpkg -s $(TINYGO_APT) >/dev/null 2>&1
