package cv

import "strings"

// Text is the formatted_cv.txt download: the spec's sections in its order
// (PROFESSIONAL HEADER, ABOUT ME, PROFESSIONAL EXPERIENCE, EDUCATION, CORE
// SKILLS, TOOLS & TECHNOLOGIES, LANGUAGES), each heading followed by its
// content and a blank line. Sections the CV does not have are left out.
func Text(f FormattedCV) string {
	var b strings.Builder
	section := func(heading string, lines []string) {
		if len(lines) == 0 {
			return
		}
		if b.Len() > 0 {
			b.WriteString("\n")
		}
		b.WriteString(heading + "\n")
		for _, l := range lines {
			b.WriteString(l + "\n")
		}
	}
	section("PROFESSIONAL HEADER", nonEmpty(f.ProfessionalHeader))
	section("ABOUT ME", nonEmpty(f.AboutMe))

	var exp []string
	for i, e := range f.ProfessionalExperience {
		if i > 0 {
			exp = append(exp, "")
		}
		exp = append(exp, nonEmpty(joinNonEmpty(" — ", e.Position, e.Company), joinNonEmpty(" | ", e.Duration, e.Location))...)
		for _, r := range e.Responsibilities {
			if r = strings.TrimSpace(r); r != "" {
				exp = append(exp, "• "+r)
			}
		}
	}
	section("PROFESSIONAL EXPERIENCE", exp)

	var edu []string
	for i, e := range f.Education {
		if i > 0 {
			edu = append(edu, "")
		}
		edu = append(edu, nonEmpty(joinNonEmpty(" — ", e.Degree, e.Institution), joinNonEmpty(" | ", e.Duration, e.Location), e.Description)...)
	}
	section("EDUCATION", edu)
	section("CORE SKILLS", nonEmpty(joinNonEmpty(", ", f.CoreSkills...)))
	section("TOOLS & TECHNOLOGIES", nonEmpty(joinNonEmpty(", ", f.ToolsTechnologies...)))

	var langs []string
	for _, l := range f.Languages {
		langs = append(langs, nonEmpty(joinNonEmpty(" — ", l.Language, l.ProficiencyLevel))...)
	}
	section("LANGUAGES", langs)
	return b.String()
}

// TailoringJSON is the formatted_cv.json download: the transformed CV of the
// tailoring screen, indented for people, with the edited CV's ids as they are.
func TailoringJSON(s *StructuredCV) ([]byte, error) {
	return indentJSON(ToTailoring(s))
}

// nonEmpty keeps the trimmed, non-empty strings.
func nonEmpty(ss ...string) []string {
	var out []string
	for _, s := range ss {
		if s = strings.TrimSpace(s); s != "" {
			out = append(out, s)
		}
	}
	return out
}

// joinNonEmpty joins the non-empty trimmed strings with sep.
func joinNonEmpty(sep string, ss ...string) string {
	return strings.Join(nonEmpty(ss...), sep)
}
