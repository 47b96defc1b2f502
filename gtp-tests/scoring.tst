# scoring.tst: final_status_list and final_score on hand-built finished positions under
# Japanese, Chinese and AGA rules (and the other presets where they differ). Positions are
# set up from scoring/*.sgf (AB/AW setup, no moves); komi is 7.5 unless a test says otherwise.
# Expected scores are counted by hand; the arithmetic is in each comment (B − W − komi).

# --- plain: Black wall on E, White wall on F, no dead stones. ----------------------------
# Area 45 − 36; territory 36 − 27.
loadsgf scoring/plain.sgf
komi 7.5
kgs-rules chinese
1 final_status_list dead
#? []
2 final_score
#? [B\+1\.5]
kgs-rules japanese
3 final_score
#? [B\+1\.5]
kgs-rules aga
4 final_score
#? [B\+1\.5]
5 final_status_list seki
#? []

# --- dead stones inside territory: W B7, W B3 C3 in Black's area (Black has 5 stones there), --
# B H5 in White's. Area 45 − 36. Territory: (31 + 3 prisoners) − (27 + 1). Tromp-Taylor keeps
# every stone: Black 15 stones, White 12, both territories touch enemy stones and count for
# nobody.
loadsgf scoring/dead-stones.sgf
komi 7.5
kgs-rules chinese
10 final_status_list dead
#? [B3 C3\nH5\nB7]
11 final_score
#? [B\+1\.5]
kgs-rules japanese
12 final_status_list dead
#? [B3 C3\nH5\nB7]
13 final_score
#? [W\+1\.5]
# Once scored, showboard marks the dead stones in lower case.
17 showboard
#? [.*\. o X \. X O.*\. o o X X O.*dead stones as scored.*]
kgs-rules aga
14 final_score
#? [B\+1\.5]
kata-set-rules tromp-taylor
15 final_status_list dead
#? []
16 final_score
#? [W\+4\.5]

# --- a large dead group: six White stones with a two-point eye inside Black's wall. -------
# Area 45 − 36. Territory: (26 + 6 prisoners) − 27.
loadsgf scoring/large-dead.sgf
komi 7.5
kgs-rules chinese
20 final_status_list dead
#? [C5 D5 C6 D6 C7 D7]
21 final_score
#? [B\+1\.5]
kgs-rules japanese
22 final_score
#? [W\+2\.5]
kgs-rules aga
23 final_score
#? [B\+1\.5]
24 final_status_list alive
#? [E1 E2 B3 C3 D3 E3 B4 E4 B5 E5 B6 E6 B7 E7 B8 C8 D8 E8 E9\nF1 F2 F3 F4 F5 F6 F7 F8 F9]

# --- seki without eyes: Black A2 A3 B3 C3 and White B1 C1 C2 share A1 and B2. -------------
# Area (12 stones + 9) − (13 + 45); territory 9 − 45. Ing splits A1 and B2 (margin unchanged).
loadsgf scoring/seki-no-eyes.sgf
komi 7.5
kgs-rules chinese
30 final_status_list seki
#? [B1 C1 C2\nA2 A3 B3 C3]
31 final_status_list dead
#? []
32 final_score
#? [W\+44\.5]
kgs-rules japanese
33 final_status_list seki
#? [B1 C1 C2\nA2 A3 B3 C3]
34 final_score
#? [W\+43\.5]
kgs-rules aga
35 final_score
#? [W\+44\.5]
kata-set-rules ing
komi 7.5
36 final_score
#? [W\+44\.5]

# --- seki with one eye each: Black eye A1, White eye E1, shared C1. -----------------------
# Area (16 + 30 + eye) − (17 + 15 + eye); Japanese: seki eyes score nothing, 30 − 15.
loadsgf scoring/seki-one-eye.sgf
komi 7.5
kgs-rules chinese
40 final_status_list seki
#? [B1 A2 B2 C2\nD1 F1 D2 E2 F2]
41 final_score
#? [B\+6\.5]
kgs-rules japanese
42 final_status_list seki
#? [B1 A2 B2 C2\nD1 F1 D2 E2 F2]
43 final_score
#? [B\+7\.5]
kgs-rules aga
44 final_score
#? [B\+6\.5]

# --- bent four in the corner: White's corner group shares B9 and B7 with Black A7-A9. -----
# Japanese: dead without play (Black can start the ko whenever it likes; no ko threats in
# confirmation): Black 70 territory + 7 prisoners. Area rules play it out, and White has no
# ko threat on the board: Black, moving first, kills it (B9, then the ko), so it is no seki
# and the whole board is Black's, 81 − 7.5 (GNU Go counts the same).
loadsgf scoring/bent-four.sgf
komi 7.5
kgs-rules japanese
50 final_status_list dead
#? [A6 B6 C6 C7 B8 C8 C9]
51 final_score
#? [B\+69\.5]
kgs-rules chinese
52 final_status_list seki
#? []
55 final_status_list dead
#? [A6 B6 C6 C7 B8 C8 C9]
53 final_score
#? [B\+73\.5]
kgs-rules aga
54 final_score
#? [B\+73\.5]

# --- false eye: White's corner group has one real eye (A8) and a false one (B9). ----------
# Area 45 − 36. Territory: (29 + 5 prisoners) − 27.
loadsgf scoring/false-eye.sgf
komi 7.5
kgs-rules chinese
60 final_status_list dead
#? [A7 B7 B8\nA9\nC9]
61 final_score
#? [B\+1\.5]
kgs-rules japanese
62 final_score
#? [W\+0\.5]
kgs-rules aga
63 final_score
#? [B\+1\.5]

# --- dame: the E column stays empty between the walls and counts for nobody. ------------
loadsgf scoring/dame.sgf
komi 7.5
kgs-rules chinese
70 final_score
#? [W\+7\.5]
kgs-rules japanese
71 final_score
#? [W\+7\.5]
kgs-rules aga
72 final_score
#? [W\+7\.5]
73 final_status_list dead
#? []

# --- one-sided dame: White E5 juts into Black's wall; D5 is a dame only Black can fill
# (White D5 would be self-atari, captured at F5), and once Black fills it White must connect at
# F5 (teire). Unfilled: area (17 stones + 26) − (9 + 28 incl. F5), D5 nobody's; territory
# 26 − (28 − the teire point F5). Filled (Black D5, White F5): Black gains the point under area
# only; the territory count is the same as before filling.
loadsgf scoring/one-sided-dame.sgf
komi 7.5
kgs-rules chinese
74 final_status_list dead
#? []
75 final_score
#? [W\+1\.5]
kgs-rules japanese
76 final_score
#? [W\+8\.5]
kgs-rules aga
77 final_score
#? [W\+1\.5]
loadsgf scoring/one-sided-dame-filled.sgf
komi 7.5
kgs-rules chinese
78 final_score
#? [W\+0\.5]
kgs-rules japanese
79 final_score
#? [W\+8\.5]
kgs-rules aga
190 final_score
#? [W\+0\.5]

# --- a ko left open: Black F5 is in atari at the ko point E5, Black to move. -------------
# Black connects (teire). Area (10 + 35 + E5) − (9 + 26); territory: the teire point E5 is not
# territory, 35 − 26.
loadsgf scoring/open-ko.sgf
komi 7.5
kgs-rules chinese
80 final_status_list dead
#? []
81 final_score
#? [B\+3\.5]
kgs-rules japanese
82 final_score
#? [B\+1\.5]
kgs-rules aga
83 final_score
#? [B\+3\.5]

# --- AGA counted by territory agrees with AGA's area count when the teire is left unfilled:
# with pass stones filling it costs nothing (the opponent's pass pays for it), so it is not
# deducted as under Japanese rules. The positions above, reached by play (White's passes make
# up for Black's extra stones). One-sided dame, unfilled and filled: W+1.5 and W+0.5 both ways.
boardsize 9
clear_board
komi 7.5
gogui-play_sequence b D1 w F1 b D2 w F2 b D3 w F3 b D4 w F4 b D6 w F6 b D7 w F7 b D8 w F8 b D9 w F9 b E1 w E5 b E2 w pass b E3 w pass b E4 w pass b E6 w pass b E7 w pass b E8 w pass b E9 w pass b C5 w pass b pass w pass
kgs-rules aga
205 final_score
#? [W\+1\.5]
kata-set-rules aga-territory
206 final_score
#? [W\+1\.5]
gogui-play_sequence b D5 w F5 b pass w pass
kgs-rules aga
207 final_score
#? [W\+0\.5]
kata-set-rules aga-territory
208 final_score
#? [W\+0\.5]
# Open ko, E5 unfilled: area (10 + 35 + E5) − (9 + 26); territory (35 + E5 + 2 pass stones)
# − (26 + 1) − 7.5: B+3.5 both ways.
boardsize 9
clear_board
komi 7.5
gogui-play_sequence b E9 w F9 b E8 w F8 b E7 w F7 b E6 w F6 b D5 w G5 b E4 w F4 b E3 w F3 b E2 w F2 b E1 w pass b F5 w F1 b pass w pass
kgs-rules aga
209 final_score
#? [B\+3\.5]
kata-set-rules aga-territory
210 final_score
#? [B\+3\.5]

# --- handicap: two stones (C3 alive, G7 dead in White's area), komi 0.5. ------------------
# Area 45 − 36 − 0.5, minus N = 2 (Chinese), N − 1 = 1 (AGA), 0 (Ing).
# Territory (Japanese): (36 − 1 stone on C3) − (27 + 1 prisoner) − 0.5.
boardsize 9
clear_board
komi 0.5
fixed_handicap 2
gogui-play_sequence w F9 b E9 w F8 b E8 w F7 b E7 w F6 b E6 w F5 b E5 w F4 b E4 w F3 b E3 w F2 b E2 w F1 b E1 w pass b pass
kgs-rules chinese
90 final_status_list dead
#? [G7]
91 final_score
#? [B\+6\.5]
kgs-rules aga
92 final_score
#? [B\+7\.5]
kgs-rules japanese
93 final_score
#? [B\+6\.5]
kata-set-rules ing
komi 0.5
94 final_score
#? [B\+8\.5]

# --- AGA with passes by both sides: Black passed twice (once mid-game, once at the end), --
# White once; the game ended with Black's pass, so White passes last. Area 45 − 36; territory
# with pass stones (36 + 1 + White's closing pass) − (27 + 2): the two counts agree.
boardsize 9
clear_board
komi 7.5
gogui-play_sequence b E9 w F9 b pass w F8 b E8 w F7 b E7 w F6 b E6 w F5 b E5 w F4 b E4 w F3 b E3 w F2 b E2 w F1 b E1 w pass b pass
kgs-rules aga
100 final_score
#? [B\+1\.5]
kata-set-rules aga-territory
101 final_score
#? [B\+1\.5]
kgs-rules japanese
102 final_score
#? [B\+1\.5]

# --- hanezeki: both sides have a string in atari and neither may take it. White B1 C1 B2 sits in
# Black's eye space (its liberty A1), Black G1 H1 H2 in White's (liberty J1); E1 is shared.
# Taking at A1 (or J1) leaves the capturer a bent three that the opponent fills from inside,
# against the opponent's four-point space: the capturer loses the race (exact local search).
# Japanese: A1 E1 J1 score nothing, no prisoners, 9 − 12. Area (28 stones + 9) − (29 + 12).
# The playouts take both strings; an exact read of the fight around them (src/score/standoff.rs)
# finds that neither side gains by moving there, so all four chains are in seki.
loadsgf scoring/hanezeki.sgf
komi 7.5
kgs-rules chinese
191 final_status_list seki
#? [B1 C1 B2\nD1 A2 C2 D2 E2 A3 B3 C3 D3 E3\nF1 F2 G2 J2 F3 G3 H3 J3\nG1 H1 H2]
192 final_status_list dead
#? []
193 final_score
#? [W\+11\.5]
kgs-rules japanese
194 final_status_list seki
#? [B1 C1 B2\nD1 A2 C2 D2 E2 A3 B3 C3 D3 E3\nF1 F2 G2 J2 F3 G3 H3 J3\nG1 H1 H2]
195 final_status_list dead
#? []
196 final_score
#? [W\+10\.5]
kgs-rules aga
197 final_score
#? [W\+11\.5]
# The same rotated 180 degrees with colours swapped: area (29 + 12) − (28 + 9); territory 12 − 9.
loadsgf scoring/hanezeki-flipped.sgf
komi 7.5
kgs-rules chinese
198 final_status_list seki
#? [A7 B7 C7 D7 A8 C8 D8 D9\nE7 F7 G7 H7 J7 E8 F8 G8 J8 F9\nB8 B9 C9\nH8 G9 H9]
199 final_status_list dead
#? []
200 final_score
#? [W\+3\.5]
kgs-rules japanese
201 final_status_list seki
#? [A7 B7 C7 D7 A8 C8 D8 D9\nE7 F7 G7 H7 J7 E8 F8 G8 J8 F9\nB8 B9 C9\nH8 G9 H9]
202 final_status_list dead
#? []
203 final_score
#? [W\+4\.5]
kgs-rules aga
204 final_score
#? [W\+3\.5]

# --- the count under every ruleset side by side (tengen-explain_score). ---------------------
# One line per ruleset: each side's points item by item, the result, and what the rules did.
# The dead-stones position above: the territory rulesets take 3 + 1 dead stones as prisoners,
# the area rulesets count the living stones, Tromp-Taylor leaves every stone on the board.
loadsgf scoring/dead-stones.sgf
komi 7.5
kgs-rules chinese
205 tengen-explain_score
#? [komi 7\.5 on every line, no handicap, rules in force chinese, counted as it stands\nrules .*\njapanese +territory +34 = 31 territory \+ 3 dead +35\.5 = 27 territory \+ 1 dead \+ 7\.5 komi +W\+1\.5  \(dead removed: 1 black, 3 white\)\nkorean .*W\+1\.5 .*\nchinese +area +45 = 31 territory \+ 14 stones +43\.5 = 27 territory \+ 9 stones \+ 7\.5 komi +B\+1\.5  \(dead removed: 1 black, 3 white\)\naga .*B\+1\.5 .*\naga-territory +territory\+passes .*W\+1\.5 .*\ning .*B\+1\.5 .*\nnew-zealand .*B\+1\.5 .*\ntromp-taylor +area +15 = 0 territory \+ 15 stones +19\.5 = 0 territory \+ 12 stones \+ 7\.5 komi +W\+4\.5  \(every stone counts as alive\)]
# The seki with one eye each: Japanese and Korean leave the two eye points unscored, Ing
# splits the shared point.
loadsgf scoring/seki-one-eye.sgf
206 tengen-explain_score
#? [.*\njapanese .*B\+7\.5  \(seki eye points unscored: 2\)\n.*\nchinese .*B\+6\.5\n.*\n.*\ning +area +47\.5 = 31\.5 territory \+ 16 stones +41 = 16\.5 territory \+ 17 stones \+ 7\.5 komi +B\+6\.5  \(shared seki points split: 1\)\n.*\n.*]
# The open ko: Black must still connect it under territory counting.
loadsgf scoring/open-ko.sgf
207 tengen-explain_score
#? [.*\njapanese .*B\+1\.5  \(teire points not counted: 1\)\n.*\nchinese .*B\+3\.5\n.*\naga-territory .*B\+2\.5\n.*]
# A capturing race the playouts judge wrongly (a 9×9 game against Pachi): White's eleven stones
# at G3 share their three liberties with Black G2 and H1; the playouts keep White and let the
# two Black stones die, but White is dead whoever moves first. GNU Go counts the same.
loadsgf scoring/race-dead-group.sgf
240 final_status_list dead
#? [E1 F1 E2 F2 J2 F3 G3 H3 J3 G4 G5\nC2 C3\nA9 B9]
241 final_score
#? [B\+18\.0]
loadsgf scoring/race-dead-group-flipped.sgf
242 final_status_list dead
#? [E1 F1 E2 F2 J2 F3 G3 H3 J3 G4 G5\nC2 C3\nA9 B9]
243 final_score
#? [W\+32\.0]

# A chain the playouts kill that lives whoever moves first (the end of a 9×9 game against GNU
# Go, settled by play): Black's corner has only A1 and B1, but Black A5 takes White A4, and
# after White A5, Black A6 takes two. Dead: White A4, under every ruleset; GNU Go agrees.
loadsgf scoring/corner-alive-either-way.sgf
244 final_status_list dead
#? [A4]
245 final_score
#? [W\+2\.0]
kgs-rules japanese
246 final_status_list dead
#? [A4]
loadsgf scoring/corner-alive-either-way-flipped.sgf
247 final_status_list dead
#? [A4]
248 final_score
#? [B\+2\.0]
kgs-rules japanese
249 final_status_list dead
#? [A4]

# A group whose fate hangs on who moves first, judged by each ruleset's procedure. Black's
# top-left group has a straight three (A9 B9 C9): Black B9 makes two eyes, White B9 kills it.
# Chinese rules play a dispute out from the player after the last pass; Japanese rules confirm
# with the capturing side moving first.
loadsgf endgame/straight-three.sgf
play b pass
play w pass
250 final_status_list dead
#? []
251 tengen-explain_score
#? [.*\nread \(chinese, aga, aga-territory, ing, new-zealand\): black A8 \(5 stones\): alive, black moves first and saves it at B9]
kgs-rules japanese
252 final_status_list dead
#? [A8 B8 C8 D8 D9]
loadsgf endgame/straight-three.sgf
play b pass
253 final_status_list dead
#? [A8 B8 C8 D8 D9]

# The same with the colours exchanged.
loadsgf endgame/straight-three-flipped.sgf
play w pass
play b pass
254 final_status_list dead
#? []
kgs-rules japanese
255 final_status_list dead
#? [A8 B8 C8 D8 D9]
loadsgf endgame/straight-three-flipped.sgf
play w pass
256 final_status_list dead
#? [A8 B8 C8 D8 D9]

# A group the playouts leave in seki and reading kills is named with the reason, per group of
# rulesets that judge dead stones alike (the pyramid four of seki.tst).
loadsgf seki/pyramid-four-dead.sgf
230 tengen-explain_score
#? [.*\nread \(japanese, korean\): black E1 \(24 stones\): no seki, dead: white kills it at J2 \(the capturing side moves first in confirmation\)\n.*\nread \(chinese, aga, aga-territory, ing, new-zealand\): black E1 \(24 stones\): no seki, dead: white kills it at J2 \(white moves first\)\nread .*: white J1 \(1 stone\): no seki, alive: its partners are dead]
# Handicap compensation: four stones, White gets 4 (Chinese), 3 (AGA), none elsewhere.
boardsize 9
clear_board
komi 0.5
fixed_handicap 4
208 tengen-explain_score
#? [komi 0\.5 on every line, 4 handicap stones, .*\njapanese .*\+ 0\.5 komi +B.*\n.*\nchinese .*\+ 0\.5 komi \+ 4 handicap .*\naga .*\+ 0\.5 komi \+ 3 handicap .*\naga-territory .*\+ 0\.5 komi +B.*\ning .*\+ 0\.5 komi +B.*\n.*\n.*]

# --- unfinished games: the open points count by the scoring playouts. --------------------
# Black's solid wall on E encloses A-D, White's on H encloses J; columns F and G are open (they
# touch one colour each). Counted as it stands: Black 45, White 18 + 7.5, B+19.5. The playouts
# share out the 18 open points, so final_score is an estimate near an even split of them.
boardsize 9
clear_board
komi 7.5
kgs-rules chinese
gogui-play_sequence b E1 b E2 b E3 b E4 b E5 b E6 b E7 b E8 b E9 w H1 w H2 w H3 w H4 w H5 w H6 w H7 w H8 w H9
209 final_score
#? [B\+(1[5-9]|2[0-4])\.5]
210 tengen-explain_score
#? [komi 7\.5 on every line, no handicap, rules in force chinese, unfinished: final_score expects B\+[0-9]+\.5, the open points shared out by the scoring playouts; the lines count the board as it stands\n.*\nchinese +area +45 = 36 territory \+ 9 stones +25\.5 = 9 territory \+ 9 stones \+ 7\.5 komi +B\+19\.5\n.*]
# Two passes end the game: then the board is counted as it stands (the open points are dame).
play w pass
play b pass
211 final_score
#? [B\+19\.5]

# --- an invasion in a moyo (19×19): six White stones without an eye (C10 D10 E10 D9 E11 F11)
# inside Black's area, Black's stones two points around them (the scoring playouts keep the
# invasion White's in about a quarter of them); White cannot live even moving first (GNU Go
# 3.8's owl_defend D10: 0). Black's area is columns A-J (171 points), White's L-T (171),
# column K is dame. Territory: (128 + 6 prisoners) - 152.
loadsgf scoring/moyo-invasion.sgf
komi 7.5
kgs-rules chinese
220 final_status_list dead
#? [D9 C10 D10 E10 E11 F11]
221 final_score
#? [W\+7\.5]
kgs-rules japanese
222 final_score
#? [W\+25\.5]

# The same invasion with six of Black's nearby stones gone (B8, B10, C7, F13, G8, H10): the
# scoring playouts now keep it White's in more than half of them, and the life reader does not
# read such open ground. White cannot live even moving first (GNU Go 3.8's owl_defend C10: 0;
# owl_attack C10: 1 PASS); the estimate's tree search, with White to move first, ends up with
# White owning the six stones in fewer than half of its playouts.
loadsgf scoring/moyo-invasion-open.sgf
komi 7.5
kgs-rules chinese
225 final_status_list dead
#? [D9 C10 D10 E10 E11 F11]
226 final_score
#? [W\+7\.5]

# --- a lone stone in a capturing race (9×9, regress/corpus/9x9.sgf#160): White's C1 C2 B3 C3
# are dead in Black's corner next to Black's lone B1. White, moving first, can take B1 (B2,
# then A1), which a reading of B1 alone calls a kill; but the four White stones it would save
# have no eyes, so B1's fate is the race the playouts have judged, and B1 is alive.
loadsgf scoring/race-stone.sgf
223 final_status_list dead
#? [C1 C2 B3 C3\nE4\nB5 C5 D5 C6 D6]
224 final_score
#? [B\+41\.5]

# --- a square four in the corner (tengen against Pachi, 9×9, 2026-11-30, game 40 at its
# end): Black's nine stones F1 … G4 have one eye space, G1 G2 H1 H2, which White encloses.
# A square four is one eye, so they are dead (GNU Go 3.8 and Pachi: W+18; played out,
# W+18). The scoring playouts never fill the space with more than one stone and keep the
# stones Black's in all of them; the chain is read because all its liberties lie in one
# small space only its own colour encloses.
boardsize 9
clear_board
play B A9
play B C9
play B D9
play B A8
play B C8
play B C7
play B D7
play B A6
play B B6
play B C6
play B D6
play B A5
play B B5
play B D5
play B E5
play B A4
play B B4
play B D4
play B G4
play B C3
play B D3
play B F3
play B G3
play B H3
play B J3
play B A2
play B B2
play B C2
play B F2
play B J2
play B B1
play B C1
play B D1
play B F1
play B J1
play W E9
play W F9
play W G9
play W J9
play W D8
play W E8
play W F8
play W H8
play W A7
play W E7
play W F7
play W G7
play W H7
play W J7
play W E6
play W G6
play W J6
play W F5
play W G5
play W H5
play W E4
play W F4
play W H4
play W J4
play W E3
play W D2
play W E2
play W E1
komi 7
kgs-rules chinese
227 final_status_list dead
#? [F1 J1 F2 J2 F3 G3 H3 J3 G4\nA7]
228 final_score
#? [W\+18\.0]

# --- a race lost inside the opponent's area (tengen against Pachi, 9×9, 2026-11-30, game 52
# when both passed): Black's eight stones B4 … C8 and A9 B9 have two liberties, B8 and C9,
# around White's A6 A7 A8 B7, which have one, B8. White C9 first takes D9 E9 E8 (in atari,
# dead either way); Black's B8 then takes the four stones but leaves a pyramid four, and
# White's A7 kills. GNU Go 3.8: W+30; played out, W+30. The scoring playouts never play the
# vital point and keep Black's stones in 93% of them, so the chain short of liberties next to
# the dead White stones is read, and the chain sharing its liberties with it is read once it
# dies.
boardsize 9
clear_board
play B A9
play B B9
play B D9
play B E9
play B C8
play B E8
play B C7
play B G7
play B B6
play B C6
play B G6
play B H6
play B A5
play B B5
play B H5
play B J5
play B B4
play B C4
play B G4
play B H4
play B E3
play B F3
play B G3
play B J3
play B B2
play B D2
play B E2
play B F2
play B A1
play B B1
play B C1
play B D1
play B J1
play W F9
play W A8
play W D8
play W F8
play W G8
play W H8
play W A7
play W B7
play W D7
play W E7
play W F7
play W H7
play W J7
play W A6
play W D6
play W F6
play W J6
play W C5
play W D5
play W E5
play W F5
play W G5
play W A4
play W D4
play W E4
play W F4
play W A3
play W B3
play W C3
play W D3
play W A2
play W C2
komi 7
kgs-rules chinese
play B pass
231 final_status_list dead
#? [B4 C4 A5 B5 B6 C6 C7 C8\nE8 D9 E9\nA9 B9]
232 final_score
#? [W\+30\.0]

# --- estimates. -------------------------------------------------------------
# An empty board still gets an answer: nobody owns anything, White has komi.
boardsize 9
clear_board
komi 7.5
kgs-rules chinese
110 final_score
#? [W\+7\.5]
111 final_status_list dead
#? []
