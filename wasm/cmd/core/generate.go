package main

// The page's TypeScript types of what the core and the worker answer
// (web/src/cv/types.ts) are generated from this package's exports and the
// worker's handlers; web/scripts/tsgen's test fails when they are stale.
//go:generate go run ../../../web/scripts/tsgen
