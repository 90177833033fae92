package parse

import "strings"

// nameOverTags: pasted skills set as tags, each tag a block of its own
// (elegant pastes a blank line after every tag), with each group's name
// right over its first tag ("Sales Tools & CRM" / "Salesforce", then
// "HubSpot" apart): in a list of one-line blocks, the first line of a
// two-line block is its group's name, when the list opens on such a
// block. Only pasted lines (a PDF's type tells names apart), and only
// where one-line blocks are most of the list.
func nameOverTags(lines []line, i int) bool {
	if lines[i].style != "" || i > 0 && !lines[i].gap || lines[i+1].gap || i+2 < len(lines) && !lines[i+2].gap {
		return false
	}
	if strings.ContainsAny(lines[i].flat()+lines[i+1].flat(), ",;|•·") {
		// A list wrapped over two lines ("Python · TensorFlow ·" /
		// "scikit-learn · XGBoost").
		return false
	}
	blocks := gapBlocks(lines)
	if len(blocks[0]) != 2 {
		// The first group's name stands over its first tag too; blocks
		// of two lines elsewhere only are a grid's rows pasted apart
		// (even).
		return false
	}
	single, other := 0, 0
	for _, b := range blocks {
		if len(b) == 1 {
			single++
		} else {
			other++
		}
	}
	return single >= 3 && single > 2*other
}
