## The screens of a game across the network (src/words/netplay.rs): the host's
## waiting screen, the connection beside the board, what the other player did.

net-hosting = Hosting a game of { $game }
net-type-this-line = Your friend types one of these lines in a terminal to join:
net-you-play = You play { $side } as { $name }.
net-waiting = Waiting for your friend to join…
net-wrong-tries = Wrong codes tried: { $tries } of { $max }.
net-locked = Too many wrong codes: joins are locked. Press r to take joins again.
net-turned-away = A join was turned away: { $why }
net-waiting-keys = Esc: cancel   r: take joins again
net-hosting-again = Hosting again the game kept in the autosave: { $turns ->
    [one] { $turns } finished turn
   *[other] { $turns } finished turns
}.
net-type-same-line = Your friend types the same line as before (any of these) to rejoin:
net-hosted-players = { $first }: { $white } · { $second }: { $black }
net-hosted-clock = Clock { $control }: { $first } { $white }, { $second } { $black }
net-moves-so-far = Moves: { $moves }
net-which-game = say which game to host: { $flickering } or { $xiangqi }, or { $resume } to host again the game hosted before
net-resume-keeps = { $resume } hosts the game as it was kept, so { $option } cannot be given with it
net-port-taken = port { $port } is taken (is the game hosted already?); { $option } N listens on another, and your friend then types the line the screen shows
net-connected = ● connected to { $name }
net-lost-ago = ○ connection lost { $seconds } s ago
net-left = { $name } left the game; the clock is stopped until they rejoin with the same join line.
net-left-ago = ○ { $name } left { $seconds } s ago
net-left-rejoin = { $name } left the game; the clock is stopped. Once they host it again, press r to rejoin.
net-lost-waiting = Connection to { $name } lost; the clock is stopped until they rejoin.
net-lost-rejoin = Connection to { $name } lost; the clock is stopped. Press r to rejoin.
net-rejoining = Rejoining the game (the same address and code)…
net-rejoin-failed = Could not rejoin: { $why }. Press r to try again.
net-old-line-held = the host has not yet seen the old connection close; try again in a few seconds
net-back-in = Back in the game with { $name }; it goes on from the last finished turn.
net-rematch-sent = Rematch with colours swapped offered to { $name }; waiting for the answer.
net-rematch-question = { $name } offers a rematch with colours swapped. Play it?
net-rematch-declined = { $name } declines the rematch.
net-rematch-you-declined = You declined the rematch; { $name } is told.
net-rematch-started = Rematch: a new game with colours swapped. You play { $side }.
net-rematch-no-line = No rematch: the connection to { $name } is lost.
net-rematch-out-of-place = A rematch message from { $name } came out of place and was not taken.
net-rejoined = { $name } is back; the game goes on from the last finished turn.
net-ended = The game across the network has ended: { $why }. The record is kept.
net-joined = { $name } joined. You play { $side }.
net-chat = { $name }: { $text }
net-draw-offer-sent = Draw offered to { $name }; waiting for the answer.
net-draw-accepted = { $name } accepts the draw.
net-draw-declined = { $name } declines the draw.
net-take-back-sent = Take-back asked of { $name }; waiting for the answer.
net-take-back-question = { $name } asks to take back the last move. Allow it?
net-take-back-accepted = { $name } allows the take-back.
net-take-back-refused = { $name } refuses the take-back.
net-not-across-network = Not in a game across the network.
net-cannot-listen = cannot listen on port { $port }: { $why }
net-cannot-join = cannot join the game: { $why }
net-joined-host = You joined { $name }'s game. You play { $side }.
net-host-form = Host a game
net-join-form = Join a game
net-at-random = at random
net-form-keys = ↑↓ row · ←→ choose · type the value · ⏎ start · Esc back
net-bad-port = a port is a number from 0 to 65535 (0: any free port)
net-row-game = Game
net-row-clock = Clock (e.g. 10+5; empty: none)
net-row-side = Your side
net-row-name = Your name
net-row-port = Port
net-row-address = Address and port (e.g. 192.168.1.20:7373)
net-row-code = Join code
net-row-role = You
