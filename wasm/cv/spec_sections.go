package cv

import (
	"fmt"
	"strings"
)

// KindSpec is the kind of the spec's own sections: each has its own shape
// (a header of parts, a text, the contact details, jobs, degrees, names,
// languages), so each row names its own steps.
const KindSpec = "spec"

// Where the spec's sections stand in the Word and PDF files: the summary,
// the skills (core skills and tools joined under one heading), the work,
// the education, the languages; the extra sections after them. The header
// and the contact details are the file's head (WordDoc's name, title and
// contact line), not a section.
const (
	wordSummary = iota + 1
	wordSkills
	wordWork
	wordEducation
	wordLanguages
	wordExtra
)

// The spec's sections are rows of sectionTable (sections.go), before the
// extra ones, in the order of the text file and of the gap finder (the
// contact details after About Me); read-back compares them in this order
// too (the name and the contact details, jobs, degrees, skills, languages).

// headerSection is the professional header: parts header_N.
var headerSection = section{
	SectionInfo: SectionInfo{Key: SectionProfessionalHeader, Kind: KindSpec, IDPrefix: "header", Heading: "PROFESSIONAL HEADER",
		Title: "Professional Header", Noun: "Header Part"},
	toStructured: func(f *FormattedCV, s *StructuredCV) {
		s.ProfessionalHeader = []HeaderPart{}
		for _, part := range strings.Split(f.ProfessionalHeader, headerSeparator) {
			if part = strings.TrimSpace(part); part != "" {
				s.ProfessionalHeader = append(s.ProfessionalHeader, HeaderPart{ID: fmt.Sprintf("header_%d", len(s.ProfessionalHeader)+1), Value: part})
			}
		}
	},
	fromStructured: func(s *StructuredCV, f *FormattedCV) {
		parts := make([]string, 0, len(s.ProfessionalHeader))
		for _, p := range s.ProfessionalHeader {
			if v := strings.TrimSpace(p.Value); v != "" {
				parts = append(parts, v)
			}
		}
		f.ProfessionalHeader = strings.Join(parts, " "+headerSeparator+" ")
	},
	walk: func(s *StructuredCV, visit visitor) {
		for i := range s.ProfessionalHeader {
			visit(SectionProfessionalHeader, s.ProfessionalHeader[i].ID, "value", &s.ProfessionalHeader[i].Value)
		}
	},
	// The name on a line of its own (so that a reader takes it for the
	// name), the title, and the contact line, as a CV's head does.
	lines: func(f *FormattedCV) []string {
		name, title := nameAndTitle(*f)
		return nonEmpty(name, title, joinNonEmpty(" | ", contactParts(*f)...))
	},
	resume: func(f *FormattedCV, r *resume) { r.Basics.Name, r.Basics.Label = nameAndTitle(*f) },
}

// aboutSection is About Me, one text.
var aboutSection = section{
	SectionInfo:    SectionInfo{Key: SectionAboutMe, Kind: KindSpec, Heading: "ABOUT ME", Title: "About Me"},
	toStructured:   func(f *FormattedCV, s *StructuredCV) { s.AboutMe = f.AboutMe },
	fromStructured: func(s *StructuredCV, f *FormattedCV) { f.AboutMe = s.AboutMe },
	walk:           func(s *StructuredCV, visit visitor) { visit(SectionAboutMe, "", "about_me", &s.AboutMe) },
	lines:          func(f *FormattedCV) []string { return nonEmpty(f.AboutMe) },
	word:           wordPlace{"PROFESSIONAL SUMMARY", wordSummary},
	blocks:         func(f *FormattedCV) []WordBlock { return blocks(BlockParagraph, f.AboutMe) },
	resume:         func(f *FormattedCV, r *resume) { r.Basics.Summary = strings.TrimSpace(f.AboutMe) },
}

// coreSkillsSection and toolsSection are the lists of names (namesSection).
var (
	coreSkillsSection = namesSection(SectionInfo{Key: SectionCoreSkills, IDPrefix: "skill", Heading: "CORE SKILLS", Title: "Core Skills", Noun: "Skill"},
		"Core skills", func(f *FormattedCV) *[]string { return &f.CoreSkills }, func(s *StructuredCV) *[]NamedItem { return &s.CoreSkills },
		func(t *TailoringCV) *[]string { return &t.CoreSkills })
	toolsSection = namesSection(SectionInfo{Key: SectionToolsTechnologies, IDPrefix: "tech", Heading: "TOOLS & TECHNOLOGIES", Title: "Tools & Technologies",
		Noun: "Tool"}, "Tools & technologies", func(f *FormattedCV) *[]string { return &f.ToolsTechnologies },
		func(s *StructuredCV) *[]NamedItem { return &s.ToolsTechnologies }, func(t *TailoringCV) *[]string { return &t.ToolsTechnologies })
)

// contactSection is the contact details: written in the header's lines of
// the text file and in the Word file's contact line; the gap finder's
// section "contact"; read back first, with the name.
var contactSection = section{
	SectionInfo: SectionInfo{Key: SectionContact, Kind: KindSpec, Title: "Contact Details"},
	toStructured: func(f *FormattedCV, s *StructuredCV) {
		s.Phone, s.Email, s.LinkedIn, s.Address, s.Name, s.Website = f.Phone, f.Email, f.LinkedIn, f.Address, f.Name, f.Website
	},
	fromStructured: func(s *StructuredCV, f *FormattedCV) {
		f.Phone, f.Email, f.LinkedIn, f.Address = s.Phone, s.Email, s.LinkedIn, s.Address
		f.Name, f.Website = s.Name, s.Website
	},
	toTailoring: func(s *StructuredCV, t *TailoringCV) {
		t.Name, t.Email, t.Phone, t.LinkedIn, t.Website, t.Address = s.Name, s.Email, s.Phone, s.LinkedIn, s.Website, s.Address
	},
	walk: func(s *StructuredCV, visit visitor) {
		for _, c := range []struct {
			field string
			value *string
		}{{"name", &s.Name}, {"email", &s.Email}, {"phone", &s.Phone}, {"linkedin", &s.LinkedIn}, {"website", &s.Website}, {"address", &s.Address}} {
			visit(SectionContact, "", c.field, c.value)
		}
	},
	resume:   jrContact,
	readBack: func(r *ReadBackReport, _ *section, f, back *FormattedCV) { r.compareContact(*f, *back) },
}

// jrContact writes the contact details into the JSON Resume's basics: the
// website as its url, the address as its location, LinkedIn as a profile
// (its url, or a handle when it is no address).
func jrContact(f *FormattedCV, r *resume) {
	r.Basics.Email, r.Basics.Phone = strings.TrimSpace(f.Email), strings.TrimSpace(f.Phone)
	if w := strings.TrimSpace(f.Website); w != "" {
		r.Basics.URL = withScheme(w)
	}
	if a := strings.TrimSpace(f.Address); a != "" {
		r.Basics.Location = &jrLocation{Address: a}
	}
	if l := strings.TrimSpace(f.LinkedIn); l != "" {
		p := jrProfile{Network: "LinkedIn"}
		if strings.Contains(l, "linkedin.") {
			p.URL = withScheme(l)
		} else {
			p.Handle = l
		}
		r.Basics.Profiles = []jrProfile{p}
	}
}

// experienceSection is the jobs: ids exp_N with responsibilities exp_N_rM;
// in the files each job is its head line ("Position — Company"), its line
// of dates and place and its bullets; read back by title, company and
// dates.
var experienceSection = section{
	SectionInfo: SectionInfo{Key: SectionProfessionalExperience, Kind: KindSpec, IDPrefix: "exp", Heading: "PROFESSIONAL EXPERIENCE",
		Title: "Professional Experience", Noun: "Experience"},
	toStructured: func(f *FormattedCV, s *StructuredCV) {
		s.ProfessionalExperience = make([]StructuredExperience, 0, len(f.ProfessionalExperience))
		for i, e := range f.ProfessionalExperience {
			id := fmt.Sprintf("exp_%d", i+1)
			x := StructuredExperience{ID: id, Title: e.Position, Company: e.Company, Location: e.Location, Duration: e.Duration,
				Responsibilities: make([]Responsibility, 0, len(e.Responsibilities))}
			for j, r := range e.Responsibilities {
				x.Responsibilities = append(x.Responsibilities, Responsibility{ID: fmt.Sprintf("%s_r%d", id, j+1), Text: r})
			}
			s.ProfessionalExperience = append(s.ProfessionalExperience, x)
		}
	},
	fromStructured: func(s *StructuredCV, f *FormattedCV) {
		for _, e := range s.ProfessionalExperience {
			x := Experience{Company: e.Company, Position: e.Title, Duration: e.Duration, Location: e.Location, Responsibilities: []string{}}
			for _, r := range e.Responsibilities {
				x.Responsibilities = append(x.Responsibilities, r.Text)
			}
			f.ProfessionalExperience = append(f.ProfessionalExperience, x)
		}
	},
	toTailoring: func(s *StructuredCV, t *TailoringCV) {
		t.ProfessionalExperience = append(t.ProfessionalExperience, s.ProfessionalExperience...)
	},
	walk: func(s *StructuredCV, visit visitor) {
		for i := range s.ProfessionalExperience {
			e := &s.ProfessionalExperience[i]
			for _, f := range []struct {
				field string
				value *string
			}{{"title", &e.Title}, {"company", &e.Company}, {"location", &e.Location}, {"duration", &e.Duration}} {
				visit(SectionProfessionalExperience, e.ID, f.field, f.value)
			}
			for j := range e.Responsibilities {
				visit(SectionProfessionalExperience, e.Responsibilities[j].ID, "text", &e.Responsibilities[j].Text)
			}
		}
	},
	lines: func(f *FormattedCV) []string {
		var out []string
		for i, e := range f.ProfessionalExperience {
			if i > 0 {
				out = append(out, "")
			}
			head, meta := jobHead(e)
			out = append(out, nonEmpty(head, meta)...)
			out = append(out, bullets(e.Responsibilities)...)
		}
		return out
	},
	word: wordPlace{"WORK EXPERIENCE", wordWork},
	blocks: func(f *FormattedCV) []WordBlock {
		var out []WordBlock
		for _, e := range f.ProfessionalExperience {
			head, meta := jobHead(e)
			out = append(out, entryHead(head)...)
			out = append(out, blocks(BlockMeta, meta)...)
			out = append(out, blocks(BlockBullet, e.Responsibilities...)...)
		}
		return out
	},
	resume: func(f *FormattedCV, r *resume) {
		for _, e := range f.ProfessionalExperience {
			start, end := isoRange(e.Duration)
			r.Work = append(r.Work, jrWork{Name: strings.TrimSpace(e.Company), Position: strings.TrimSpace(e.Position),
				Location: strings.TrimSpace(e.Location), StartDate: start, EndDate: end, Highlights: nonEmpty(e.Responsibilities...)})
		}
	},
	readBack: func(r *ReadBackReport, _ *section, f, back *FormattedCV) { r.compareJobs(*f, *back) },
}

// educationSection is the degrees: ids edu_N; in the files each is its
// degree and institution on lines of their own (one long line reads as
// prose to a parser, ours included, and loses both), a line of dates and
// place and its notes; read back by degree, institution and dates.
var educationSection = section{
	SectionInfo: SectionInfo{Key: SectionEducation, Kind: KindSpec, IDPrefix: "edu", Heading: "EDUCATION", Title: "Education", Noun: "Education"},
	toStructured: func(f *FormattedCV, s *StructuredCV) {
		s.Education = make([]StructuredEducation, 0, len(f.Education))
		for i, e := range f.Education {
			s.Education = append(s.Education, StructuredEducation{ID: fmt.Sprintf("edu_%d", i+1), Degree: e.Degree,
				Institution: e.Institution, Location: e.Location, Duration: e.Duration, Notes: e.Description})
		}
	},
	fromStructured: func(s *StructuredCV, f *FormattedCV) {
		for _, e := range s.Education {
			f.Education = append(f.Education, Education{Institution: e.Institution, Degree: e.Degree, Duration: e.Duration, Location: e.Location, Description: e.Notes})
		}
	},
	toTailoring: func(s *StructuredCV, t *TailoringCV) { t.Education = append(t.Education, s.Education...) },
	walk: func(s *StructuredCV, visit visitor) {
		for i := range s.Education {
			e := &s.Education[i]
			for _, f := range []struct {
				field string
				value *string
			}{{"degree", &e.Degree}, {"institution", &e.Institution}, {"location", &e.Location}, {"duration", &e.Duration}, {"notes", &e.Notes}} {
				visit(SectionEducation, e.ID, f.field, f.value)
			}
		}
	},
	lines: func(f *FormattedCV) []string {
		var out []string
		for i, e := range f.Education {
			if i > 0 {
				out = append(out, "")
			}
			out = append(out, nonEmpty(e.Degree, e.Institution, joinNonEmpty(" | ", e.Duration, e.Location), e.Description)...)
		}
		return out
	},
	word: wordPlace{"EDUCATION", wordEducation},
	blocks: func(f *FormattedCV) []WordBlock {
		var out []WordBlock
		for _, e := range f.Education {
			out = append(out, entryHead(e.Degree, e.Institution)...)
			out = append(out, blocks(BlockMeta, joinNonEmpty(" | ", e.Duration, e.Location))...)
			out = append(out, blocks(BlockParagraph, e.Description)...)
		}
		return out
	},
	resume: func(f *FormattedCV, r *resume) {
		for _, e := range f.Education {
			start, end := isoRange(e.Duration)
			r.Education = append(r.Education, jrEducation{Institution: strings.TrimSpace(e.Institution), StudyType: strings.TrimSpace(e.Degree),
				StartDate: start, EndDate: end, Summary: strings.TrimSpace(e.Description)})
		}
	},
	readBack: func(r *ReadBackReport, _ *section, f, back *FormattedCV) { r.compareDegrees(*f, *back) },
}

// namesSection makes the row of a list of names, core skills or tools: ids
// <prefix>_N; one line of names in the text file; in the Word file a line
// "<group>: names" under SKILLS, where both stand together; a keyword group
// of the JSON Resume. Read-back counts skills and tools as one set of
// skills, wherever the reader put them: the core skills' row compares both.
func namesSection(info SectionInfo, group string, formatted func(*FormattedCV) *[]string, structured func(*StructuredCV) *[]NamedItem,
	tailoring func(*TailoringCV) *[]string) section {
	info.Kind = KindSpec
	x := section{
		SectionInfo:    info,
		toStructured:   func(f *FormattedCV, s *StructuredCV) { *structured(s) = named(info.IDPrefix, *formatted(f)) },
		fromStructured: func(s *StructuredCV, f *FormattedCV) { *formatted(f) = names(*structured(s)) },
		toTailoring:    func(s *StructuredCV, t *TailoringCV) { *tailoring(t) = names(*structured(s)) },
		walk: func(s *StructuredCV, visit visitor) {
			items := *structured(s)
			for i := range items {
				visit(info.Key, items[i].ID, "name", &items[i].Name)
			}
		},
		lines: func(f *FormattedCV) []string { return nonEmpty(joinNonEmpty(", ", *formatted(f)...)) },
		word:  wordPlace{"SKILLS", wordSkills},
		blocks: func(f *FormattedCV) []WordBlock {
			if s := joinNonEmpty(", ", *formatted(f)...); s != "" {
				return []WordBlock{{Kind: BlockParagraph, Text: group + ": " + s}}
			}
			return nil
		},
		resume: func(f *FormattedCV, r *resume) {
			if k := nonEmpty(*formatted(f)...); len(k) > 0 {
				r.Skills = append(r.Skills, jrSkill{Name: group, Keywords: k})
			}
		},
	}
	if info.Key == SectionCoreSkills {
		x.readBack = func(r *ReadBackReport, _ *section, f, back *FormattedCV) {
			r.compareSkills(distinct(append(append([]string{}, f.CoreSkills...), f.ToolsTechnologies...)),
				append(append([]string{}, back.CoreSkills...), back.ToolsTechnologies...))
		}
	}
	return x
}

// languagesSection is the languages: ids lang_N; a line "Language — level"
// each; read back by name.
var languagesSection = section{
	SectionInfo: SectionInfo{Key: SectionLanguages, Kind: KindSpec, IDPrefix: "lang", Heading: "LANGUAGES", Title: "Languages", Noun: "Language"},
	one:         "language", several: "languages",
	toStructured: func(f *FormattedCV, s *StructuredCV) {
		s.Languages = make([]StructuredLanguage, 0, len(f.Languages))
		for i, l := range f.Languages {
			s.Languages = append(s.Languages, StructuredLanguage{ID: fmt.Sprintf("lang_%d", i+1), Language: l.Language, Proficiency: l.ProficiencyLevel})
		}
	},
	fromStructured: func(s *StructuredCV, f *FormattedCV) {
		for _, l := range s.Languages {
			f.Languages = append(f.Languages, Language{Language: l.Language, ProficiencyLevel: l.Proficiency})
		}
	},
	toTailoring: func(s *StructuredCV, t *TailoringCV) { t.Languages = append(t.Languages, s.Languages...) },
	walk: func(s *StructuredCV, visit visitor) {
		for i := range s.Languages {
			visit(SectionLanguages, s.Languages[i].ID, "language", &s.Languages[i].Language)
			visit(SectionLanguages, s.Languages[i].ID, "proficiency", &s.Languages[i].Proficiency)
		}
	},
	lines: func(f *FormattedCV) []string {
		var out []string
		for _, l := range f.Languages {
			out = append(out, nonEmpty(joinNonEmpty(" — ", l.Language, l.ProficiencyLevel))...)
		}
		return out
	},
	word: wordPlace{"LANGUAGES", wordLanguages},
	blocks: func(f *FormattedCV) []WordBlock {
		var out []WordBlock
		for _, l := range f.Languages {
			out = append(out, blocks(BlockBullet, joinNonEmpty(" — ", l.Language, l.ProficiencyLevel))...)
		}
		return out
	},
	resume: func(f *FormattedCV, r *resume) {
		for _, l := range f.Languages {
			if lang := strings.TrimSpace(l.Language); lang != "" {
				r.Languages = append(r.Languages, jrLanguage{Language: lang, Fluency: strings.TrimSpace(l.ProficiencyLevel)})
			}
		}
	},
	readBack: func(r *ReadBackReport, x *section, f, back *FormattedCV) {
		r.list(x.Key, x.one, x.several, languageNames(*f), languageNames(*back))
	},
}
