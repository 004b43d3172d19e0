module github.com/eightpuzzle/eightpuzzle

go 1.26
