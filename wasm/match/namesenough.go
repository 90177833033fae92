package match

// A post can name the stack it works in and still weigh little: "HTML and
// CSS required, Angular and UI design for example" gives two must-haves and
// two skills lowered to examples, under the weight of three must-haves
// (minBasis), so it was read as little and kept between 21 and 79 whatever
// the CV showed. A recruiter reading four specific skills and tools knows
// which role the post is for, and a CV showing all of them is a good match.
// On the German graded set the two front-end posts this frees held 12 of
// their 13 grade-1 pairs at 72–79; their grade-4–5 pairs stay below 70.

// minNamed is how many specific skills and tools a post must name for its
// score to rest on what was read, however lightly its words weigh them.
const minNamed = 4

// namesEnough reports whether a post names at least minNamed skills and
// tools that weigh something and that not every job names (no generic tool
// or general skill, and no way of working such as documentation).
func namesEnough(reqs []Requirement) bool {
	n := 0
	for _, r := range reqs {
		if (r.Kind == KindSkill || r.Kind == KindTool) && !generic(r) && weight(r) > 0 && !(r.Kind == KindSkill && processSkills[r.Name]) {
			n++
		}
	}
	return n >= minNamed
}
