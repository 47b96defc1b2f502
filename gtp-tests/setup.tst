# setup.tst: GoGui's gogui-setup and gogui-setup_player. GoGui sends a problem's position as
# set-up right after clear_board; set-up is the game's start: undo does not remove it, it never
# captures, and printsgf writes it as AB/AW.

boardsize 9
clear_board
1 gogui-setup B B9 B B8 W A9
#? []
# The white stone in the corner keeps its last liberty, A8.
2 list_stones white
#? [A9]
3 list_stones black
#? [B9 B8]
4 gogui-setup_player W
#? []
5 printsgf
#? [.*AB\[b[ab]\]\[b[ab]\]AW\[aa\]PL\[W\].*]
play w E5
undo
# The set-up stays after undo.
6 list_stones black
#? [B9 B8]
7 gogui-setup_player B
#? []
8 genmove b
#? [\w+]

# A problem with White to move and a capture available: set-up, then play.
boardsize 5
clear_board
10 gogui-setup b A1 w B1
#? []
11 gogui-setup_player w
#? []
12 play w A2
#? []
13 list_stones black
#? []
14 captures white
#? [1]
