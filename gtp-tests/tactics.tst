# tactics.tst: capturing to make eyes and saving cutting stones, on settled boards built by
# hand: one point decides whether a corner group lives, so both sides must play it. The komi is
# set between the two outcomes (the defender's group with its area, or all of it the
# attacker's), so the side that takes the point wins. Every shape comes twice: as drawn in the
# lower left, and rotated to the upper right with the colours swapped.
# Ladders are in tests 201-204. Not covered yet: ladder breakers, nets and snapbacks.

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

# Capturing races without eyes or shared liberties: Black's chain A1-D2 and White's chain
# E1-J2 touch; each has only outside liberties on row 3, safe to fill from the walls and
# out of reach of the other colour's wall (no escape by connecting out). The side to move
# wins when it has at least as many liberties, by filling one of the other's.

# 2 liberties for Black (B3 C3) against 2 for White (G3 H3).
loadsgf tactics/semeai-two-liberties-each.sgf
# Black to move wins the race by filling a liberty of the other chain.
101 reg_genmove b
#? [G3|H3]
# White to move wins the race by filling a liberty of the other chain.
102 reg_genmove w
#? [B3|C3]

# 2 liberties for Black (C7 B7) against 2 for White (H7 G7), rotated with colours swapped.
loadsgf tactics/semeai-two-liberties-each-flipped.sgf
# Black to move wins the race by filling a liberty of the other chain.
103 reg_genmove b
#? [H7|G7]
# White to move wins the race by filling a liberty of the other chain.
104 reg_genmove w
#? [C7|B7]

# 3 liberties for Black (A3 B3 C3) against 3 for White (F3 G3 H3).
loadsgf tactics/semeai-three-liberties-each.sgf
# Black to move wins the race by filling a liberty of the other chain.
105 reg_genmove b
#? [F3|G3|H3]
# White to move wins the race by filling a liberty of the other chain.
106 reg_genmove w
#? [A3|B3|C3]

# 3 liberties for Black (D7 C7 B7) against 3 for White (J7 H7 G7), rotated with colours swapped.
loadsgf tactics/semeai-three-liberties-each-flipped.sgf
# Black to move wins the race by filling a liberty of the other chain.
107 reg_genmove b
#? [J7|H7|G7]
# White to move wins the race by filling a liberty of the other chain.
108 reg_genmove w
#? [D7|C7|B7]

# 3 liberties for Black (A3 B3 C3) against 2 for White (G3 H3).
loadsgf tactics/semeai-three-against-two.sgf
# Black is a liberty ahead and wins even by passing, but not by filling its own liberty.
109 reg_genmove b
#? [!A3|B3|C3]

# 2 liberties for Black (C7 B7) against 3 for White (J7 H7 G7), rotated with colours swapped.
loadsgf tactics/semeai-three-against-two-flipped.sgf
# White is a liberty ahead and wins even by passing, but not by filling its own liberty.
110 reg_genmove w
#? [!J7|H7|G7]

# Ladders: a black chain cut off inside White's area has two liberties. One of them connects
# it to Black's living group; the atari there starts a ladder that runs to the corner and
# captures, while the atari on the other side lets it connect. The komi lies between the two
# outcomes (chain captured: Black has only its own group; chain connected: five more points).

# Black D4-D7 has liberties E4 (connects to F4) and D3. White E4 starts the ladder D3 C3 C2 B2 B1, captured at A1; White D3 or any other move lets Black connect at E4.
loadsgf tactics/ladder-to-the-corner.sgf
201 reg_genmove w
#? [E4]
# Black must connect at E4 at once: after any other move White E4 still captures.
202 reg_genmove b
#? [E4]

# White F6-F3 has liberties E6 (connects to D6) and F7, rotated with colours swapped: Black E6 starts the ladder to the upper right corner, White E6 connects.
loadsgf tactics/ladder-to-the-corner-flipped.sgf
203 reg_genmove b
#? [E6]
204 reg_genmove w
#? [E6]
