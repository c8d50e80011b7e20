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
net-connected = ● connected to { $name }
net-lost-ago = ○ connection lost { $seconds } s ago
net-left = { $name } left the game.
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
