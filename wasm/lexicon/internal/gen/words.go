package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// commonPerMillion is the frequency from which a lower-case word counts as
// common English: "rust" (1.5 per million) is, "agile" (0.8) is not.
const commonPerMillion = 1.0

// wordList holds the frequency of lower-case English words.
type wordList struct {
	perMillion map[string]float64 // Google Books 1-grams, case-sensitive
	top        map[string]bool    // the 10 000 most frequent words
}

func readWords(dir string) (wordList, error) {
	w := wordList{perMillion: map[string]float64{}, top: map[string]bool{}}
	err := eachLine(filepath.Join(dir, "google_books_v3_1grams_per_million.tsv"), func(line string) {
		word, freq, ok := strings.Cut(line, "\t")
		if !ok {
			return
		}
		if f, err := strconv.ParseFloat(freq, 64); err == nil {
			w.perMillion[word] = f
		}
	})
	if err != nil {
		return w, err
	}
	err = eachLine(filepath.Join(dir, "google_books_1grams_english.csv"), func(line string) {
		if word, _, ok := strings.Cut(line, ","); ok && word != "ngram" {
			w.top[word] = true
		}
	})
	return w, err
}

// common reports whether word, written in lower case, is a common English
// word; such names match only as the lexicon writes them.
func (w wordList) common(word string) bool {
	lower := strings.ToLower(word)
	return w.top[lower] || w.perMillion[lower] >= commonPerMillion
}

// known reports whether word is an English word at all, however rare: it
// tells "Academic educational software" (a category) from "Alteryx software"
// (a product).
func (w wordList) known(word string) bool {
	lower := strings.ToLower(word)
	return w.top[lower] || w.perMillion[lower] >= 0.1
}

func eachLine(path string, fn func(string)) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		fn(strings.TrimRight(sc.Text(), "\r"))
	}
	return sc.Err()
}
