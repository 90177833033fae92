module github.com/shortlist/shortlist

go 1.26.8

require (
	github.com/santhosh-tekuri/jsonschema/v6 v6.0.2
	github.com/syumai/workers v0.33.0
)

require golang.org/x/text v0.14.0
