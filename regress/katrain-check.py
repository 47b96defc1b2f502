"""Drives `tengen analysis` through KaTrain's own engine class and game tree, headless.

KaTrain (PyPI `katrain`, checked with 1.20.0) starts the engine as its custom command
(`engine/altcommand`), asks for a 9x9 position's analysis with partial reports, then for
alternatives (KaTrain's "find alternatives": the moves already seen are avoided), then for a
sweep move that is illegal (KataGo's "Illegal move" error reaches the error callback). It
prints what KaTrain's nodes show (candidates with points lost, score, win rate, ownership and
policy sizes) and exits with 1 if KaTrain logged an error. Not part of the test command
(KaTrain pulls in Kivy); run it by hand from the repository root:

    python3 -m venv kt && kt/bin/pip install katrain==1.20.0
    kt/bin/python regress/katrain-check.py "target/release/tengen --threads 1 --log-level warn analysis"
"""
import os
import sys
import threading

os.environ["KIVY_NO_ARGS"] = "1"
from katrain.core.engine import KataGoEngine  # noqa: E402
from katrain.core.game_node import GameNode  # noqa: E402
from pysgf import Move  # noqa: E402


class HeadlessKatrain:
    """What KataGoEngine calls on the application: logs and pop-ups."""

    def __init__(self):
        self.errors = []

    def log(self, message, level=0):
        if "rror" in str(message) or "xception" in str(message):
            self.errors.append(message)
            print("KaTrain logged:", str(message)[:300])

    def __call__(self, *args, **kwargs):
        print("KaTrain pop-up:", args)


def wait(event, what):
    if not event.wait(60):
        sys.exit(f"no answer to {what}")
    event.clear()


config = {"altcommand": sys.argv[1], "max_visits": 300, "fast_visits": 25, "max_time": 8.0,
          "wide_root_noise": 0.04, "_enable_ownership": True}
katrain = HeadlessKatrain()
engine = KataGoEngine(katrain, config)
node = GameNode(properties={"SZ": "9", "KM": "7", "RU": "chinese"})
for player, vertex in [("B", "E5"), ("W", "C3"), ("B", "G3")]:
    node = node.play(Move.from_gtp(vertex, player=player))
done = threading.Event()


def analysed(result, partial, **how):
    node.set_analysis(result, partial_result=partial, **how)
    if not partial:
        done.set()


engine.request_analysis(node, analysed, report_every=0.2)
wait(done, "the analysis")
candidates = node.candidate_moves
print("candidates:", [(c["move"], c["visits"], round(c["winrate"], 3), round(c["scoreLead"], 2),
                       round(c["pointsLost"], 2)) for c in candidates[:5]])
print("score", round(node.score, 2), "win rate", round(node.winrate, 3), "complete", node.analysis_complete)
print("ownership", len(node.ownership), "policy", len(node.policy), "policy's first choice",
      node.policy_ranking[0])
seen = {c["move"] for c in candidates}
engine.request_analysis(node, lambda r, p: analysed(r, p, additional_moves=True), find_alternatives=True)
wait(done, "find alternatives")
print("alternatives:", sorted({c["move"] for c in node.candidate_moves} - seen))
errors = []
engine.request_analysis(node, lambda r, p: done.set(), error_callback=lambda e: (errors.append(e), done.set()),
                        next_move=Move.from_gtp("E5", player="W"))
wait(done, "the illegal sweep move")
print("illegal move answered:", errors)
engine.shutdown(finish=None)
sys.stdout.flush()
os._exit(1 if katrain.errors or not errors else 0)
