package parse

import "regexp"

// machineTokenRe is a line that is one machine name: lower-case letters and
// digits joined by underscores ("gulp_id_picture", "profile_photo",
// "foto_perfil"). A profile copied from a web page brings such names of
// its images and fields along, alone on their lines; no one writes a word
// of a sentence that way, so such a line continues no line before it (the
// marketplace profile's photo token glued to its headline, audit 35).
var machineTokenRe = regexp.MustCompile(`^[a-z][a-z0-9]*(?:_[a-z0-9]+)+$`)

// isMachineToken reports whether a line's one box is a machine name.
func isMachineToken(l line) bool {
	return len(l.cells) == 1 && machineTokenRe.MatchString(l.cells[0].s)
}
