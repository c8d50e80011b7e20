## Playing across the network (src/words/remote.rs): the connection's failures, the
## host's refusals, join codes, and why a game across the network ended.

remote-timed-out = the other side did not answer in time
remote-closed = the other side closed the connection
remote-not-duochess = the other side is not a duochess game
remote-version = the other side speaks protocol version { $theirs }, this program version { $ours }
remote-oversized = a frame of { $size } bytes, over the limit of { $limit }
remote-forged = a frame that is not authentic (forged, replayed, reordered or cut)
remote-malformed = a frame that cannot be read
remote-unexpected = a message out of place in the protocol
remote-refused = refused: { $why }
remote-worn = the connection has sent all the frames it may
remote-io = network error: { $why }
remote-wrong-code = the join code is wrong
remote-full = the game already has its guest
remote-locked = the host takes no more joins for this game after too many wrong codes
remote-code-length = a join code is { $expected } digits (e.g. 482-915-337); this one has { $digits }
remote-code-not-digits = a join code holds only digits, spaces and dashes (e.g. 482-915-337)
remote-illegal-move = the other side played { $text }, which is not legal here: { $why }
remote-cannot-end = the other side ended its series, which cannot end here: { $why }
remote-out-of-turn = the other side played when it was not its turn
remote-out-of-step = the other side is at move { $theirs } of the game, this side at move { $ours }
remote-out-of-place = the other side sent a message out of place
remote-not-your-turn = it is the other player's turn
remote-broken = the game across the network has ended: { $why }
remote-game-goes-on = the game is still going on: a rematch comes after the result
remote-rematch-offered = the rematch is already offered; waiting for the answer
remote-rematch-to-answer = the other player has offered a rematch: answer that first
remote-no-rematch-offered = no rematch was offered
remote-take-back-pending = waiting for the answer to your take-back request: no move until it comes
remote-not-address = '{ $text }' is not ADDRESS:PORT (e.g. 192.168.1.20:7373 or [::1]:7373)
remote-not-found = no address was found for '{ $name }'

## Taking a game across the network up again (src/play/remote/resume.rs, hosting.rs).

remote-resume-not-from-start = the game does not start from the usual position, so it cannot be played across the network
remote-resume-too-long = the game is too long to send across the network ({ $turns } turns)
remote-resume-illegal = turn { $turn } of the game offered, { $text }, is not legal here: { $why }
remote-resume-other-game = the game offered is { $theirs }, this side plays { $ours }
remote-resume-other-side = the game offered gives this side the other colour
remote-resume-diverged = the other side's game ({ $theirs } turns) is not this side's ({ $ours } turns)
remote-nothing-hosted = no game hosted across the network is in progress in { $dir }
remote-bad-session-file = { $path } does not hold a join code
