## Playing over the network in the window: Game > Play over the network.

net-play-menu = Play over the network
net-host-ellipsis = Host…
net-join-ellipsis = Join…
net-request-takeback = Ask to take back a move
net-leave-game = Leave the network game
net-host-title = Host a game over the network
net-your-name = Your name
net-you-play = You play
net-colour-lot = By lot
net-lesson = A lesson: allow hints and analysis
net-lesson-help = Both players may use Hint, Analysis and teaching mode while the game goes on, as when a teacher plays a pupil. Otherwise the computer helps neither player until the game ends.
net-continue-game = Go on with the game on the board
net-host = Host
net-waiting-title = Waiting for your friend
net-waiting-body = Give your friend an address below and the code. They choose Game › Play over the network › Join… and type them.
net-addresses = This machine's addresses
net-reach-public = From another network (the internet)
net-reach-local = On the same network
net-code = Code
net-copy = Copy the address and the code
# $address: an address and a port; $code: the code.
net-copied-text = Address { $address }, code { $code }
net-join-title = Join a game over the network
net-join-address = Host's address
net-join = Join
net-connecting = Connecting…
# $found: what was typed.
net-bad-address = “{ $found }” is not an address: type the host's address and port, like 192.168.1.20:47147
net-no-code = Type the code your friend gave you.
# $reason: why, as a clause.
net-join-failed = Could not join: { $reason }.
net-host-failed = Could not host the game: { $reason }.
# $side: White or Black.
net-status-started = The game begins: you play { $side ->
        [white] White
       *[black] Black
    } against { $name }.
net-status-lesson = It is a lesson: hints and analysis are allowed.
net-lesson-on = A lesson: hints and analysis are allowed to both players.
net-help-off = Off while the network game goes on: the host did not make it a lesson.
net-status-reconnecting = The connection dropped ({ $reason }): reconnecting, { $seconds } s left. The clocks are stopped.
net-status-waiting-back = The connection dropped ({ $reason }): waiting for { $name } to come back, { $seconds } s left. The clocks are stopped.
# $name: the other player.
net-status-resumed = { $name } is back: the game goes on.
net-status-gave-up = { $name } did not come back. The game was kept in the games in progress: host it again to go on.
net-status-peer-left = { $name } left the game. It was kept in the games in progress.
# $reason: why, as a clause.
net-status-broken = The network game ended: { $reason }. The game was kept in the games in progress.
net-status-turned = A connection was turned away: { $reason }.
net-status-draw-sent = You offered a draw: { $name } is asked.
net-status-draw-declined = { $name } declined the draw.
net-status-takeback-sent = You asked to take back a move: { $name } is asked.
net-status-takeback-agreed = { $name } agreed: the move was taken back.
net-status-took-back = The move was taken back.
net-status-takeback-declined = { $name } declined the takeback.
net-status-refused = Not done: { $reason }.
net-status-left = You left the network game.
net-draw-title = Draw offered
net-draw-body = { $name } offers a draw.
net-accept = Accept
net-decline = Decline
net-takeback-title = Take back a move?
net-takeback-body = { $name } asks to take back their last move.
net-leave-title = Leave the network game?
net-leave-body = The game with { $name } is not over. If you leave, it is kept in the games in progress, and you can host it again later to go on.
net-leave-confirm = Leave the game
