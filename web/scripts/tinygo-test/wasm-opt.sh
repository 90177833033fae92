#!/bin/sh
# The wasm-opt of the TinyGo test binaries (make test-go-tinygo sets TinyGo's
# WASMOPT to it; the core the page loads keeps TinyGo's own call). TinyGo runs
# `wasm-opt --asyncify -O<level> -g in --output out` on every test binary;
# this runs it with two changes (docs/tinygo.md, "The wasm-opt of the test
# binaries"):
# - asyncify-imports names no WASI function: none of them unwinds the stack
#   (node:wasi's calls return; only TinyGo's task switch unwinds, through the
#   asyncify.start_unwind import, which asyncify always counts). By default
#   asyncify assumes any import may unwind and instruments every function
#   that can reach one.
# - -O1 for -Oz: the binary is run once, then thrown away.
# wasm/parse's test binary: wasm-opt 38.3 -> 23.5 s of CPU, its run 9.5 -> 7.3 s.
for a do
	shift
	case $a in
	--asyncify) set -- "$@" --asyncify --pass-arg=asyncify-imports@wasi_snapshot_preview1.none ;;
	-Oz) set -- "$@" -O1 ;;
	*) set -- "$@" "$a" ;;
	esac
done
exec wasm-opt "$@"
