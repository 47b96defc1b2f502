# tactics.tst: capturing to make eyes and saving cutting stones, on settled boards built by
# hand: one point decides whether a corner group lives, so both sides must play it. The komi is
# set between the two outcomes (the defender's group with its area, or all of it the
# attacker's), so the side that takes the point wins. Every shape comes twice: as drawn in the
# lower left, and rotated to the upper right with the colours swapped.
# Not covered yet: ladders, ladder breakers, nets, snapbacks and capturing races.

# Black's corner group has one eye at A1; capturing White C1 D1 at E1 gives it a second eye, while White E1 connects them and kills.
loadsgf tactics/capture-for-second-eye.sgf
1 reg_genmove b
#? [E1]
2 reg_genmove w
#? [E1]

# White's corner group has one eye at A1; capturing Black C1 D1 at E1 gives it a second eye, while Black E1 connects them and kills (colours swapped and rotated: the point is E9).
loadsgf tactics/capture-for-second-eye-flipped.sgf
3 reg_genmove b
#? [E9]
4 reg_genmove w
#? [E9]

# Black's corner group has one eye at A1; capturing White C1 at D1 gives it a second eye, while White D1 saves C1 and kills.
loadsgf tactics/capture-one-stone-for-second-eye.sgf
5 reg_genmove b
#? [D1]
6 reg_genmove w
#? [D1]

# White's corner group has one eye at A1; capturing Black C1 at D1 gives it a second eye, while Black D1 saves C1 and kills (colours swapped and rotated: the point is F9).
loadsgf tactics/capture-one-stone-for-second-eye-flipped.sgf
7 reg_genmove b
#? [F9]
8 reg_genmove w
#? [F9]

# White C1 cuts Black's corner group and has a liberty at C2; Black C2 captures it and makes two eyes, while White C2 escapes into the cut and kills.
loadsgf tactics/save-the-cutting-stones.sgf
9 reg_genmove b
#? [C2]
10 reg_genmove w
#? [C2]

# Black C1 cuts White's corner group and has a liberty at C2; White C2 captures it and makes two eyes, while Black C2 escapes into the cut and kills (colours swapped and rotated: the point is G8).
loadsgf tactics/save-the-cutting-stones-flipped.sgf
11 reg_genmove b
#? [G8]
12 reg_genmove w
#? [G8]
