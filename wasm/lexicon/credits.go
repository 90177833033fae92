package lexicon

// Credits returns the short credit lines for the page, one per source the
// lexicon is built from. CREDITS.md holds the full attribution texts.
func Credits() []string {
	return []string{
		"This product includes information from the O*NET® 29.3 Database by the U.S. Department of Labor, Employment and Training Administration (USDOL/ETA), used under the CC BY 4.0 license. Shortlist has modified all or some of this information; USDOL/ETA has not approved, endorsed, or tested these modifications.",
		"This product uses the ESCO classification of the European Commission (ESCO v1.1.1, https://esco.ec.europa.eu/). © European Union.",
		"Programming language names from GitHub Linguist, © 2017 GitHub, Inc., MIT License.",
		"Word frequencies from the Google Books Ngram Corpus v3 (© Google, CC BY 3.0) via orgtre/google-books-ngram-frequency and streetsidesoftware/perf-testing (MIT).",
	}
}
