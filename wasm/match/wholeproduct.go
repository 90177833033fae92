package match

import "strings"

// "A backlog kept in Microsoft Azure DevOps (VSTS)" names one product, which the
// lexicon reads as two terms, Microsoft Azure and DevOps; the points then
// said the job requires Azure and DevOps, each "not mentioned" (issue 35,
// audit class 2). Read as one requirement in the score, the product
// lowered the German graded set twice (its grades credit the two parts a
// fitting profile names), so the score keeps weighing the parts and only
// the points name the product: once, shown where the CV writes the product
// whole, or its two parts on one line, as a recruiter reads them.

// wholeProducts are the products whose name the lexicon reads as two terms
// in a row, by the two terms' names.
var wholeProducts = map[[2]string]string{
	{"Microsoft Azure", "DevOps"}: "Azure DevOps",
}

// asWholeProducts returns the requirements for the points: two that stand
// in the post as the words of one product become that product.
func asWholeProducts(reqs []Requirement, p profile) []Requirement {
	var out []Requirement
	for i := 0; i < len(reqs); i++ {
		a := reqs[i]
		if j, name := productPart(reqs, a); j >= 0 {
			out = append(out, wholeProduct(name, a, reqs[j], p))
			reqs = append(reqs[:j:j], reqs[j+1:]...)
			continue
		}
		if !partOfProduct(reqs, a) {
			out = append(out, a)
		}
	}
	return out
}

// productPart finds the requirement that follows a in the post as the
// second word of a whole product, with the product's name; -1 if none.
func productPart(reqs []Requirement, a Requirement) (int, string) {
	for j, b := range reqs {
		if name, ok := wholeProducts[[2]string{a.Name, b.Name}]; ok && len(a.Any)+len(b.Any) == 0 &&
			b.Start == a.End+1 && strings.Contains(a.Clause, a.Text+" "+b.Text) {
			return j, name
		}
	}
	return -1, ""
}

// partOfProduct reports whether a is the second word of a whole product
// whose first word comes later in reqs (then it is taken there).
func partOfProduct(reqs []Requirement, b Requirement) bool {
	for _, a := range reqs {
		if j, _ := productPart(reqs, a); j >= 0 && reqs[j].Start == b.Start && reqs[j].Name == b.Name {
			return true
		}
	}
	return false
}

// wholeProduct is the one requirement of a product read as the terms a
// and b: shown where a line of the CV names the product as whole words, or
// where one line shows both parts.
func wholeProduct(name string, a, b Requirement, p profile) Requirement {
	r := a
	r.Name, r.Text, r.End = name, a.Text+" "+b.Text, b.End
	if rank(b.Importance) > rank(a.Importance) {
		r.Importance = b.Importance
	}
	r.Coverage, r.CV = 0, ""
	lower := strings.ToLower(name)
	for _, ln := range p.lines {
		if at := wordIndex(strings.ToLower(ln), lower); at >= 0 {
			r.Coverage, r.CV = 100, clip(ln, at)
			return r
		}
	}
	if met(a) && met(b) && a.CV == b.CV {
		r.Coverage, r.CV = min(a.Coverage, b.Coverage), a.CV
	}
	return r
}
