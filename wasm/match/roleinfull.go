package match

// A post that names few skills ("Scrum Master" asking for Scrum and agile
// work, a "Testmanager" post of duties and a certification) is read as
// little and its score kept between 21 and 79 (awayFromExtremes): it can
// say neither a good match nor none. But a recruiter reading such a post
// looks for the role it names, and a CV whose role is that title in full
// is what the post asks for: for that CV the score rests on what was read,
// and may say a good match. A post read as its title alone ("Senior
// Engineer") still says nothing more, so at least one skill or tool must
// have been read besides. On the graded German set the thin posts' good
// pairs are mostly such CVs (a Scrum post's Scrum Masters, graded 1),
// while a thin post's poor pairs rarely hold its title in full.

// roleInFull reports whether a CV holds the job's title in full (not only
// a role in its field, titlefield.go) and the job names a skill or tool
// besides.
func roleInFull(reqs []Requirement) bool {
	title, skill := false, false
	for _, r := range reqs {
		title = title || r.Kind == KindTitle && r.Coverage == 100 && !r.fieldRole
		skill = skill || r.Kind == KindSkill || r.Kind == KindTool
	}
	return title && skill
}
