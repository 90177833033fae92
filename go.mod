module github.com/shortlist/shortlist

go 1.26.8

require github.com/syumai/workers v0.33.0
