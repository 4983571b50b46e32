# English: High card's own strings (lang.P while its screens are up).
HI_KINDS = ("cpu", "person")
HI_TURN = "%s: A turns"
HI_TURNS = "%s turns"
HI_ROUND = "%s takes the round"
HI_TIE = "a tie: nobody"
HI_LEFT = "%d left"
HI_LOG = "%s %s"
