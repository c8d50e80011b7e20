#!/usr/bin/env python3
"""Generate tests/data/xiangqi-mates.tsv with Fairy-Stockfish (run once; `cargo test`
does not need the engine).

Fairy-Stockfish plays itself from the start position (with a random move now and then,
so the games differ); the last ten positions of each game and one from its middle are
then analysed to a fixed depth,
and positions where the engine reports `score mate N` (N = 1..3, the side to move
mates) or a centipawn score (no mate found at that depth) are kept: per class a fixed
number, from different games. Columns: fen, mate_in (1, 2, 3 or `none`), the engine's
principal variation.

Usage: python3 scripts/xiangqi_mates.py [ENGINE] > tests/data/xiangqi-mates.tsv
(ENGINE defaults to /usr/games/fairy-stockfish; `apt-get install -y fairy-stockfish`).
"""
import random
import subprocess
import sys

ENGINE = sys.argv[1] if len(sys.argv) > 1 else "/usr/games/fairy-stockfish"
START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"
WANT = {"1": 8, "2": 8, "3": 8, "none": 8}
PLAY_DEPTH = 5
ANALYSE_DEPTH = 14


class Engine:
    def __init__(self, path):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.wait("uciok")
        self.send("setoption name UCI_Variant value xiangqi")
        self.send("isready")
        self.wait("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")

    def wait(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise RuntimeError("engine exited")
            line = line.strip()
            lines.append(line)
            if line.startswith(prefix):
                return lines

    def legal(self, moves):
        self.send(f"position fen {START} moves {' '.join(moves)}")
        self.send("go perft 1")
        out = self.wait("Nodes searched")
        return [l.split(":")[0] for l in out if ":" in l and not l.startswith("Nodes")]

    def fen(self, moves):
        self.send(f"position fen {START} moves {' '.join(moves)}")
        self.send("d")
        for line in self.wait("Checkers"):
            if line.startswith("Fen: "):
                return line[5:]
        raise RuntimeError("no fen")

    def go(self, moves, depth):
        self.send(f"position fen {START} moves {' '.join(moves)}")
        self.send(f"go depth {depth}")
        score, pv = None, ""
        for line in self.wait("bestmove"):
            words = line.split()
            if words[:1] == ["info"] and "score" in words and " pv " in line:
                i = words.index("score")
                score = (words[i + 1], int(words[i + 2]))
                pv = line.split(" pv ", 1)[1]
        return score, pv, line.split()[1]


def main():
    rng = random.Random(20261201)
    e = Engine(ENGINE)
    found = {k: [] for k in WANT}
    seen = set()
    games = 0
    while any(len(found[k]) < n for k, n in WANT.items()) and games < 400:
        games += 1
        moves = []
        positions = []
        for _ply in range(200):
            legal = e.legal(moves)
            if not legal:
                break
            positions.append(list(moves))
            if rng.random() < 0.15:
                mv = rng.choice(legal)
            else:
                _score, _pv, mv = e.go(moves, PLAY_DEPTH)
            moves.append(mv)
        # Analyse the game's last positions (mates are near the end) and one from
        # its middle.
        taken = {k: 0 for k in WANT}
        tail = positions[-10:][::-1]
        if len(positions) > 40:
            tail.append(positions[rng.randrange(20, len(positions) - 10)])
        for ms in tail:
            score, pv, _ = e.go(ms, ANALYSE_DEPTH)
            if score is None:
                continue
            kind, value = score
            if kind == "mate" and 1 <= value <= 3:
                cls = str(value)
            elif kind == "cp" and len(ms) > 20:
                cls = "none"
            else:
                continue
            if len(found[cls]) >= WANT[cls] or taken[cls] >= 1:
                continue
            fen = e.fen(ms)
            if fen in seen:
                continue
            seen.add(fen)
            taken[cls] += 1
            found[cls].append((fen, cls, pv))
        print(f"game {games}: " + ", ".join(f"{k}={len(v)}" for k, v in found.items()), file=sys.stderr)
    print("fen\tmate_in\tengine_pv")
    for cls in ["1", "2", "3", "none"]:
        for fen, c, pv in found[cls]:
            print(f"{fen}\t{c}\t{pv}")
    e.send("quit")


if __name__ == "__main__":
    main()
