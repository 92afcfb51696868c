## Playing over the network (src/net): why a connection failed or ended, and
## why a move or an answer could not be sent. A message is a clause; the
## window gives it a capital letter when it stands alone.

# $error: the system's own words.
net-error-io = the connection failed: { $error }
net-error-closed = the other side closed the connection
net-error-timed-out = nothing came from the other side in time
net-error-stalled = the other side began a message and did not finish it
net-error-oversized = the other side sent a message longer than allowed
net-error-not-akidada = the other side is not an Akidada game
net-error-handshake = the secure connection could not be set up
net-error-wrong-code = the code is wrong
net-error-busy = the host already has a game going on
net-error-no-more-tries = the host takes no more codes for this game: too many were wrong
net-error-crowded = the host is opening as many connections as it takes at once: try again in a moment
net-error-pairing = someone else has just paired with the host
net-error-unknown-game = the host does not hold this game: it was paired with another program, or started again
# $tries: how many wrong codes were tried.
net-error-code-spent = wrong codes were tried ({ $tries }), so this code takes no more: host again for a new code
net-error-silent = a connection that sent nothing was closed to make room for another
# $kind: the kind of message sent instead.
net-error-no-hello = a joiner paired and then sent a { $kind } message instead of its hello: that connection was closed
net-error-bad-takeback = the other side asked to take back a move it cannot take back
net-error-clock-without-control = the host sent clock times in a game without clocks
net-error-flag-without-clock = the host said a clock ran out in a game without clocks
# $side: whose time; $time, $most: seconds.
net-error-time-beyond = the host gave { $side ->
        [white] White
       *[black] Black
    } { $time } s left, more than this game's time control can give ({ $most } s)
# $side: whose clock; $apart, $slack: seconds.
net-error-clock-disagrees = the host's clock for { $side ->
        [white] White
       *[black] Black
    } is { $apart } s away from this side's own count, more than the { $slack } s allowed
net-error-tampered = a message was changed on the way
# $error: what is wrong with it, in the parser's words.
net-error-bad-message = the other side sent a message that does not read: { $error }
net-error-flood = the other side sent too many messages
net-error-out-of-turn = the other side sent a message that has no place now
# $reason: why the move is not legal.
net-error-illegal-move = the other side played a move that is not legal: { $reason }
# $reason: why the game does not replay.
net-error-bad-game = the host's game cannot be played: { $reason }
net-error-broken = the other side ended the game: it found a fault in what this side sent
net-error-mismatch = the two sides' games differ, so they cannot go on together
net-error-replaced = the other side came back on a new connection: the old one had gone silent
net-game-over = the game is over
net-not-connected = the game is not connected now
net-not-your-turn = it is not your turn
net-nothing-to-answer = there is nothing to answer
net-nothing-to-take-back = there is no move of yours to take back

## Hosting from home: the router asked to forward the game's port (src/net/portmap).

net-router-asking = Asking the router to open the game's port…
# $address: the router's public address and port; $method: UPnP, NAT-PMP or PCP.
net-router-mapped = The router forwards { $address } to this machine ({ $method }) while the game lasts: a friend on another network types that address.
# $port: the game's port on this machine.
net-router-none = No router answered. A friend on the same network can use one of this machine's own addresses. For a friend elsewhere, forward TCP port { $port } to this machine in the router's settings and give them the router's public address, or play on the same network.
# $reason: why, in words; $port: the game's port on this machine.
net-router-failed = The router did not open the game's port: { $reason }. A friend on the same network can use one of this machine's own addresses. For a friend elsewhere, forward TCP port { $port } to this machine in the router's settings, or play on the same network.
# $address: the router's public address and port; $reason: why.
net-router-lost = The router did not renew { $address }: { $reason }. It is asked again; until then a friend elsewhere may not reach this game.
# $error: the system's own words.
net-router-error-io = { $error }
net-router-error-silent = the router stopped answering
# $error: what is wrong with it.
net-router-error-malformed = the router's reply does not read ({ $error })
# $error: the router's code and words.
net-router-error-refused = the router refused ({ $error })
net-router-error-no-service = the router on this network does not forward ports
net-router-error-no-public = the router has no public address itself (it may be behind another router, as with carrier-grade NAT)
