"""The bot kinds of the command line: core.bots.names(), without importing the bots at
start-up (tests/client/test_cli.py checks). Its own module so that client/cliargs.py and
client/tableopts.py both read it without importing each other."""

BOT_KINDS = ("greedy", "random", "mcts:easy", "mcts:normal", "mcts:hard")
