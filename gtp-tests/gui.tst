# gui.tst: the commands GUIs look for (Sabaki's analysis, GoGui's analyze menu and interrupt),
# and their refusals of bad arguments. Streaming analysis itself runs until the next input
# line, so it is driven by tests/analysis.rs and tests/sabaki.rs rather than here (and so are
# the refusals of bad arguments: a `?` answer always fails a .tst test).

boardsize 9
clear_board
komi 7.5
kgs-rules chinese

# Sabaki and Lizzie pick their analysis commands from list_commands.
1 known_command lz-analyze
#? [true]
2 known_command kata-analyze
#? [true]
3 known_command lz-genmove_analyze
#? [true]
4 known_command kata-genmove_analyze
#? [true]
# GoGui interrupts with `# interrupt` once gogui-interrupt is listed; it answers empty.
5 gogui-interrupt
#? []

# GoGui's Analyze menu: type/label/command per line, %m standing for the colour to move, %p
# for the point clicked and %P for the points clicked (connections and races: two stones).
10 gogui-analyze_commands
#? [string/Score estimate/final_score\nvarp/Connect strings/connect %P\nvarpo/Cut strings apart/disconnect %P\npstring/Capturing race/analyze_semeai %P\ngfx/Capture or save string/tengen-capture_moves %p\ngfx/Kill or save group/tengen-life_moves %p\ndboard/Ownership/tengen-ownership\ngfx/Best moves/tengen-best_moves %m\nvar/Principal variation/tengen-pv %m\ngfx/Dragons/tengen-dragons\ngfx/Dead stones/tengen-dead_stones\nstring/Rules/tengen-rules\nstring/Score under every ruleset/tengen-explain_score\nparam/Engine settings/tengen-param]

# The rules in force, in words, follow kgs-rules and komi.
11 tengen-rules
#? [chinese: area scoring, positional superko, no suicide, komi 7\.5, handicap compensation N]
kgs-rules japanese
komi 6.5
12 tengen-rules
#? [japanese: territory scoring, simple ko, no suicide, seki eyes score nothing, komi 6\.5, handicap compensation none]

# Dead stones as GoGui marks them: none on an empty board, and the score as a status text.
13 tengen-dead_stones
#? [MARK\nTEXT 0 dead stones, W\+6\.5]

# Dragons as GoGui paints them: none on an empty board; then Black's diagonal C3 D4 is one
# dragon, each White stone another, each in a colour of its own with every stone labelled with
# its status (all alive here).
35 tengen-dragons
#? [TEXT 0 dragons, 0 dead]
play b C3
play b D4
play w E5
play w G3
36 tengen-dragons
#? [COLOR #[0-9a-f]{6} E5\nCOLOR #[0-9a-f]{6} D4 C3\nCOLOR #[0-9a-f]{6} G3\nLABEL E5 a C3 a D4 a G3 a\nTEXT 3 dragons, 0 dead]
clear_board

# Eye space: Black's wall A2 B2 C2 D2 D1 encloses a straight three on the edge, one eye and a
# half with its middle B1 vital.
play b A2
play b B2
play b C2
play b D2
play b D1
37 tengen-dragons
#? [COLOR #[0-9a-f]{6} A2 B2 C2 D2 D1\nLABEL( [A-D][12] [ads]){5} A1 1\.5 B1 1\.5 C1 1\.5\nMARK B1\nTEXT 1 dragon, 0 dead]
clear_board

# Ownership of the empty board: nine rows of nine values in [-1, 1].
14 tengen-ownership
#? [(( ?-?[01]\.[0-9][0-9]){9}\n){8}( ?-?[01]\.[0-9][0-9]){9}]

# Best moves and the principal variation of a search for the side to move (the moves depend
# on the search; the format is what GoGui's gfx and var types read).
15 tengen-best_moves b
#? [LABEL( [A-HJ][1-9] [0-9]+%){1,5}\nTEXT black best [A-HJ][1-9] [0-9.]+% after [0-9]+ playouts]
16 tengen-pv b
#? [[A-HJ][1-9]( [A-HJ][1-9])*]

# GoGui's parameter dialog (Tools > Analyze Commands > Engine settings): tengen-param lists the
# settings as [type] key value lines, and GoGui sends one "tengen-param key value" per change.
20 tengen-param
#? [\[string\] playouts \S+\n\[string\] time_per_move \S+\n\[string\] threads \d+\n\[string\] resign_threshold \S+\n\[bool\] ponder [01]\n\[list/1/2/3/4/5/6/7/8/9/10\] level \d+\n\[list/japanese/korean/chinese/aga/aga-territory/ing/new-zealand/tromp-taylor\] rules japanese]
21 tengen-param playouts 300
#? []
22 tengen-param rules chinese
#? []
23 tengen-param
#? [.*playouts 300\n.*rules chinese]
# A teacher's level from GoGui's dialog: a list of 1 to 10.
32 tengen-param level 3
#? []
33 tengen-param
#? [.*level 3\n.*]
34 tengen-param level 10
#? []
24 kata-get-rules
#? [.*"name":"chinese".*]
# GoGui's window title names the engine, the board and the terms.
25 gogui-title
#? [tengen \S+: 9x9, chinese rules, komi 6\.5]

# GoGui's Analyze entry "Capture or save string" (gfx, the point under the cursor): labels the
# move that captures the string and the one that saves it. Black C3 is in atari, and White C4,
# which gives it, too: White captures at D3, Black saves C3 by taking C4 at D4.
boardsize 9
clear_board
gogui-play_sequence w C4 w B3 w C2 w D2 b C3 b C5 b B4
27 tengen-capture_moves C3
#? [LABEL D3 take D4 save\nTEXT C3: attack 1 D3, defend 1 D4]
# A safe stone: nothing to label.
28 tengen-capture_moves C5
#? [TEXT C5: attack 0, defend 1 \w+]

# GoGui's Analyze entry "Kill or save group" (gfx, the point under the cursor): labels the
# vital point of White's straight three in the corner, where Black kills and White lives (one
# `key` label when the killing and the saving move are the same point).
loadsgf life-death/straight-three-corner-kill.sgf
29 tengen-life_moves B2
#? [LABEL B1 key\nTEXT B2: owl_attack 1 B1, owl_defend 1 B1]
# A group with two eyes: nothing to label.
play W B1
30 tengen-life_moves B2
#? [TEXT B2: owl_attack 0, owl_defend not needed]
# A group the reader cannot decide in its budget (two White stones in Black's closed 4×4 box,
# as in reading.tst): the status line says that a local search judged it.
boardsize 9
clear_board
play B B2
play B C2
play B D2
play B E2
play B F2
play B G2
play B B3
play B B4
play B B5
play B B6
play B B7
play B C7
play B D7
play B E7
play B F7
play B G7
play B G3
play B G4
play B G5
play B G6
play W D5
play W E4
31 tengen-life_moves D5
#? [LABEL [C-F][3-6] kill\nTEXT D5: owl_attack 1 [C-F][3-6] \(local search\), owl_defend 0 \(local search\)]
